import { defineConfig } from 'vitest/config'

// Operations tests (tests/ops): built server processes on PostgreSQL, restarted, balanced, faulted.
// They need `npm run build`, a PostgreSQL server (OPS_DATABASE_URL) and, for the balancer, nginx;
// .ci/run provides all three. Three files at a time: each has its own ports, databases, nginx and SMTP
// sink, and most of their time is spent waiting for processes to start, drain or fail over.
export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		include: ['tests/ops/**/*.test.ts'],
		environment: 'node',
		testTimeout: 120_000,
		hookTimeout: 180_000,
		pool: 'forks',
		maxWorkers: 3,
	},
})
