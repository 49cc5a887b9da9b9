import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3210)
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
const SINK_HTTP_PORT = Number(process.env.E2E_SINK_PORT ?? 3211)
// Debian's headless shell (package chromium-headless-shell) runs the suite on a third of the CPU of
// the full browser's headless mode (docs/decisions/0013-browser-tests-in-the-headless-shell.md).
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const CHROMIUM =
	process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
const DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/openroom-e2e-${process.pid}`

export default defineConfig({
	testDir: 'tests/e2e',
	// Two workers against the one server: each test makes its own providers and accounts
	// (tests/e2e/support/api-provider.ts) and gets its own client address (support/fixtures.ts).
	// A file that starts servers of its own runs serially (test.describe.configure).
	fullyParallel: true,
	workers: Number(process.env.E2E_WORKERS ?? 2),
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? 'line' : 'list',
	// Two workers share two cores with the server: the longest journeys (axe at two widths on
	// several pages, sign-up to e-mail change) take over a minute when both run heavy steps at once.
	timeout: 90_000,
	// The server shares two cores with the browser (and, in CI, PostgreSQL): allow slow steps.
	expect: { timeout: 10_000 },
	use: {
		baseURL: `http://localhost:${PORT}`,
		// A trace costs about a sixth of the browser tests' CPU (docs/decisions/0013-…): CI records one
		// only when a failed test runs again.
		trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
		launchOptions: {
			executablePath: CHROMIUM,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				// A camera and microphone without a prompt, for the recorder (MediaRecorder needs localhost).
				'--use-fake-device-for-media-stream',
				'--use-fake-ui-for-media-stream',
			],
		},
	},
	projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	webServer: [
		{
			command: `node node_modules/tsx/dist/cli.mjs tests/e2e/support/mail-sink.ts`,
			url: `http://localhost:${SINK_HTTP_PORT}/messages`,
			env: {
				SMTP_PORT: String(SMTP_PORT),
				SINK_HTTP_PORT: String(SINK_HTTP_PORT),
				// Only addresses that ask for it are refused: bounce-…@ for good (550), later-…@ for now (451).
				SINK_REFUSE: '550:^bounce-,451:^later-',
			},
			reuseExistingServer: false,
		},
		{
			// A fresh data directory each run: the server migrates and seeds the demo directory itself.
			command: `rm -rf ${DATA_DIR} && node server.js`,
			url: `http://localhost:${PORT}/`,
			timeout: 120_000,
			env: {
				NODE_ENV: 'production',
				PORT: String(PORT),
				DATA_DIR,
				PUBLIC_URL: `http://localhost:${PORT}`,
				SMTP_URL: `smtp://localhost:${SMTP_PORT}`,
				SEED_DEMO: 'always',
				// CI runs the suite a second time against PostgreSQL.
				...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
				DEMO_COUNT: '2000',
				LOG_LEVEL: 'warn',
				// Each test gets its own X-Forwarded-For address (tests/e2e/support/fixtures.ts).
				TRUST_PROXY: 'true',
				// The listing counters (docs/product.md#your-listing) are written every 2 s, not every minute.
				LISTING_STATS_FLUSH: '2s',
			},
			reuseExistingServer: false,
		},
	],
})
