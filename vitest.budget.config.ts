import { defineConfig } from 'vitest/config'

// The page weight budgets: they need a production build, so they run after it (npm run test:budget,
// inside npm run test:e2e), not with the unit and integration tests.
export default defineConfig({
	test: {
		include: ['tests/budget/**/*.test.ts'],
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 180_000,
	},
})
