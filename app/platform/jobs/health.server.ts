import { sql } from 'drizzle-orm'
import { getDb } from '~/db/client.server'

/**
 * The process's health for load balancers and orchestrators (docs/deploy.md#health-probes):
 * `/healthz` says the process lives; `/readyz` says it should get traffic: booted (migrations
 * applied, search index built), the database answering, and not draining for a shutdown.
 */

const DB_PING_TIMEOUT_MS = 2_000

const state = { booted: false, draining: false }

/** Called once the boot (migrations, reference data, the search index) has finished. */
export function markBooted(): void {
	state.booted = true
}

/** Called on SIGTERM: the balancer stops sending new requests while the open ones finish. */
export function markDraining(): void {
	state.draining = true
}

type Readiness = {
	ready: boolean
	checks: { booted: boolean; database: boolean; draining: boolean }
}

/** A bounded `select 1`: a database that hangs counts as down after DB_PING_TIMEOUT_MS. */
async function databaseAnswers(): Promise<boolean> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<boolean>((resolve) => {
		timer = setTimeout(() => resolve(false), DB_PING_TIMEOUT_MS)
	})
	const ping = getDb()
		.then((db) => db.execute(sql`select 1`))
		.then(
			() => true,
			() => false,
		)
	try {
		return await Promise.race([ping, timeout])
	} finally {
		clearTimeout(timer)
	}
}

export async function readiness(): Promise<Readiness> {
	const database = state.booted && !state.draining ? await databaseAnswers() : false
	const checks = { booted: state.booted, database, draining: state.draining }
	return { ready: checks.booted && checks.database && !checks.draining, checks }
}
