// The web server of the browser run through the balancer (playwright.cluster.config.ts): a fresh
// PostgreSQL database with the demo directory, `npm run start:cluster -- --instances 2` on it, and
// nginx in front configured by deploy/nginx.conf. Stops everything (and drops the database) on
// SIGTERM or SIGINT, as Playwright sends when the run ends.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { migrateDb, openDb } from '~/db/client.server'
import { seedDemo } from '~/features/demo/seed-demo.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { createOpsDatabase } from './instance'
import { startNginx } from './nginx'

const adminUrl = process.env.OPS_DATABASE_URL ?? process.env.E2E_DATABASE_URL
if (!adminUrl) throw new Error('the cluster run needs OPS_DATABASE_URL (a PostgreSQL server)')
const firstPort = Number(process.env.CLUSTER_PORT ?? 3780)
const nginxPort = Number(process.env.E2E_PORT ?? 3800)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3799)

const db = await createOpsDatabase(adminUrl, 'e2e_cluster')
const handle = await openDb({ databaseUrl: db.url })
await migrateDb(handle)
await loadReferenceData(handle.db)
await seedDemo(handle.db, { count: Number(process.env.DEMO_COUNT ?? 2000) })
await handle.close()

const launcher = spawn(
	process.execPath,
	[path.resolve(import.meta.dirname, '../../../scripts/start-cluster.js'), '--instances', '2'],
	{
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(firstPort),
			DATABASE_URL: db.url,
			PUBLIC_URL: `http://localhost:${nginxPort}`,
			SMTP_URL: `smtp://localhost:${smtpPort}`,
			SEED_DEMO: 'never',
			TRUST_PROXY: 'true',
			DATA_DIR: `/tmp/openroom-e2e-cluster-${process.pid}`,
			LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
		},
		stdio: 'inherit',
	},
)
const balancer = await startNginx({ port: nginxPort, upstreamPorts: [firstPort, firstPort + 1] })
console.log(`cluster: nginx on ${balancer.url} → ${firstPort}, ${firstPort + 1}`)

let stopping = false
const stop = async () => {
	if (stopping) return
	stopping = true
	await balancer.stop()
	if (launcher.exitCode === null) {
		launcher.kill('SIGTERM')
		await new Promise((r) => launcher.once('exit', r))
	}
	await db.drop()
	process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
launcher.once('exit', (code) => {
	if (!stopping) {
		console.error(`cluster: the instances exited (code ${code})`)
		void balancer
			.stop()
			.then(() => db.drop())
			.then(() => process.exit(1))
	}
})
