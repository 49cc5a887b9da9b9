/**
 * npm run seed:demo -- [--count N] [--seed S]   adds N demo providers (default DEMO_COUNT, 1,000)
 * npm run seed:demo -- --remove                 deletes every demo provider and their answers
 *
 * Opens the database exactly like the app (DATABASE_URL, else PGlite under DATA_DIR). Running this
 * command is the explicit request to seed, so it also works against a DATABASE_URL database.
 */
import { parseArgs } from 'node:util'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { countDemoProviders, removeDemo, seedDemo } from '~/features/demo/seed-demo.server'
import { DEFAULT_DEMO_SEED } from '~/features/demo/generate-provider'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'

const USAGE = `Usage: npm run seed:demo -- [--count N] [--seed S] | --remove

  --count N   how many demo providers to add (default: DEMO_COUNT, 1000)
  --seed S    generator seed (default: ${DEFAULT_DEMO_SEED}); the same seed gives the same directory
  --remove    delete every demo provider (their answers and messages go with them)`

const fmt = (n: number) => n.toLocaleString('en-US')

function fail(message: string): never {
	console.error(`${message}\n\n${USAGE}`)
	process.exit(2)
}

function parseCli() {
	try {
		return parseArgs({
			options: {
				count: { type: 'string' },
				seed: { type: 'string' },
				remove: { type: 'boolean', default: false },
				help: { type: 'boolean', short: 'h', default: false },
			},
			strict: true,
		}).values
	} catch (error) {
		fail(error instanceof Error ? error.message : String(error))
	}
}

function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
	if (!databaseUrl) return `PGlite at ${dataDir}`
	const url = new URL(databaseUrl)
	return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}

async function main() {
	const args = parseCli()
	if (args.help) {
		console.log(USAGE)
		return
	}
	const env = getEnv()
	let count = env.DEMO_COUNT
	if (args.count !== undefined) {
		count = Number(args.count.replace(/[_,]/g, ''))
		if (!Number.isSafeInteger(count) || count < 1 || count > 2_000_000)
			fail(`--count must be a whole number from 1 to 2000000 (got '${args.count}').`)
	}
	if (args.remove && (args.count !== undefined || args.seed !== undefined))
		fail('--remove cannot be combined with --count or --seed.')

	const dataDir = pgliteDir(env.DATA_DIR)
	const target = describeTarget(env.DATABASE_URL, dataDir)
	const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir })
	try {
		await migrateDb(handle)
		await loadReferenceData(handle.db)

		if (args.remove) {
			const started = performance.now()
			const removed = await removeDemo(handle.db)
			console.log(
				`Removed ${fmt(removed.providers)} demo providers, ${fmt(removed.responses)} answers and ${fmt(removed.contactMessages)} contact messages from ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
			)
			return
		}

		const seed = args.seed ?? DEFAULT_DEMO_SEED
		const existing = await countDemoProviders(handle.db)
		console.log(
			`Seeding ${fmt(count)} demo providers into ${target} (seed '${seed}')${existing ? `; ${fmt(existing)} demo providers already there, adding after them` : ''}…`,
		)
		const started = performance.now()
		let lastPrint = started
		const tty = process.stdout.isTTY
		const result = await seedDemo(handle.db, {
			count,
			seed,
			onProgress: ({ inserted, total, responses }) => {
				const now = performance.now()
				const done = inserted === total
				if (!done && now - lastPrint < (tty ? 250 : 5000)) return
				lastPrint = now
				const rate = Math.round(inserted / ((now - started) / 1000))
				const line = `  ${fmt(inserted)} / ${fmt(total)} providers (${Math.floor((inserted / total) * 100)}%), ${fmt(responses)} answers, ${fmt(rate)} providers/s`
				if (tty) process.stdout.write(`\r${line}${done ? '\n' : ''}`)
				else console.log(line)
			},
		})
		const seconds = (performance.now() - started) / 1000
		console.log(
			`Done: ${fmt(result.inserted)} providers (demo-${result.firstIndex} to demo-${result.lastIndex}) and ${fmt(result.responses)} answers in ${seconds.toFixed(1)} s (${fmt(Math.round(result.inserted / seconds))} providers/s, ${fmt(Math.round((result.inserted + result.responses) / seconds))} rows/s).`,
		)
		console.log('Remove them with: npm run seed:demo -- --remove')
	} finally {
		await handle.close()
	}
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
})
