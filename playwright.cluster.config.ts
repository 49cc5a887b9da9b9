import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The browser journeys through the balancer (docs/deploy.md): two built instances on one PostgreSQL
// (`npm run start:cluster -- --instances 2`), nginx in front (deploy/nginx.conf), one SMTP sink.
// `OPS_DATABASE_URL=postgres://… npx playwright test --config playwright.cluster.config.ts` after
// `npm run build`. Ports: nginx 3800, instances 3780-3781, SMTP 3799, the sink's JSON 3798.
const PORT = Number(process.env.E2E_PORT ?? 3800)
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3799)
const SINK_HTTP_PORT = Number(process.env.E2E_SINK_PORT ?? 3798)
// The specs' mail helper reads the sink's port from the environment.
process.env.E2E_SINK_PORT = String(SINK_HTTP_PORT)

export default defineConfig({
	...base,
	testDir: 'tests/cluster',
	use: { ...base.use, baseURL: `http://localhost:${PORT}` },
	webServer: [
		{
			command: 'node node_modules/tsx/dist/cli.mjs tests/e2e/support/mail-sink.ts',
			url: `http://localhost:${SINK_HTTP_PORT}/messages`,
			env: { SMTP_PORT: String(SMTP_PORT), SINK_HTTP_PORT: String(SINK_HTTP_PORT) },
			reuseExistingServer: false,
		},
		{
			command: 'node node_modules/tsx/dist/cli.mjs tests/ops/support/e2e-cluster.ts',
			url: `http://localhost:${PORT}/`,
			timeout: 180_000,
			// SIGTERM, not Playwright's default SIGKILL: the instances drain and the database is dropped.
			gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
			env: {
				E2E_PORT: String(PORT),
				E2E_SMTP_PORT: String(SMTP_PORT),
				CLUSTER_PORT: process.env.CLUSTER_PORT ?? '3780',
			},
			reuseExistingServer: false,
		},
	],
})
