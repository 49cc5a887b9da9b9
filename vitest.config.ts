import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { linguiCatalogs } from './scripts/lingui-catalogs'

export default defineConfig({
	plugins: [linguiCatalogs()],
	resolve: { tsconfigPaths: true },
	test: {
		include: [
			'app/**/*.test.ts',
			'app/**/*.test.tsx',
			'server/**/*.test.ts',
			'tests/integration/**/*.test.ts',
		],
		environment: 'node',
		// Migrates the test database's template once per run (tests/setup/global-setup.ts).
		globalSetup: ['tests/setup/global-setup.ts'],
		setupFiles: ['tests/setup/vitest.setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		// Files share nothing (a database per test, their own temporary folders and ports 0), and the
		// main process mostly waits: one worker per core, where vitest's default leaves one core idle.
		maxWorkers: availableParallelism(),
	},
})
