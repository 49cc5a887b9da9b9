import { afterEach, vi } from 'vitest'

process.env.NODE_ENV = 'test'

// An unexpected console.error fails the test; tests that expect one spy on it themselves.
afterEach(() => {
	vi.restoreAllMocks()
})
const originalError = console.error
console.error = (...args: unknown[]) => {
	originalError(...args)
	throw new Error(`console.error called: ${args.map(String).join(' ').slice(0, 300)}`)
}
