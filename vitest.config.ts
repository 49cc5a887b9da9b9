import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { linguiCatalogs } from './scripts/lingui-catalogs.ts'

const TESTS = [
	'app/**/*.test.ts',
	'app/**/*.test.tsx',
	'server/**/*.test.ts',
	'tests/integration/**/*.test.ts',
]

// Test files that set the environment (DATA_DIR, SMTP, limits, log output) before the app's modules
// read it, or that count on module state of their own (a rate limiter's window, the outbox's
// transport): each runs in a fresh process. Every other file shares its worker's modules with the
// files before it, which halves the run (docs/benchmarks.md#test-loop): a new file here is one that
// fails only when run after others.
const ISOLATED = [
	'app/features/account-data/account-routes.test.ts',
	'app/features/accounts/accounts.test.ts',
	'app/features/accounts/login.test.ts',
	'app/features/answers/recordings.test.ts',
	'app/features/availability-emails/bounces.test.ts',
	'app/features/contact/contact-outbox.test.ts',
	'app/features/follow-ups/follow-ups-restart.test.ts',
	'app/features/photos/*.test.ts',
	'app/platform/backup/*.test.ts',
	'app/platform/media/*.test.ts',
	'tests/integration/backup-restore.test.ts',
	'tests/integration/observability.test.ts',
]

export default defineConfig({
	plugins: [linguiCatalogs()],
	resolve: { tsconfigPaths: true },
	test: {
		environment: 'node',
		// Migrates the test database's template once per run (tests/setup/global-setup.ts).
		globalSetup: ['tests/setup/global-setup.ts'],
		setupFiles: ['tests/setup/vitest.setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		// Files share no database (one per file, tests/setup/db.ts), temporary folder or port: one worker
		// per core, where vitest's default leaves one of two cores idle.
		maxWorkers: availableParallelism(),
		projects: [
			{ extends: true, test: { name: 'shared', include: TESTS, exclude: ISOLATED, isolate: false } },
			{ extends: true, test: { name: 'isolated', include: ISOLATED } },
		],
	},
})
