import { defineConfig } from 'vitest/config'

export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['tests/setup/vitest.setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
	},
})
