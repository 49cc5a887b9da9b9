import { test as base } from '@playwright/test'

let counter = 0

/**
 * Every test speaks from its own client address (the test server trusts X-Forwarded-For), so the
 * per-address rate limits on sign-up and contact apply per test, as they would to separate people.
 */
export const test = base.extend({
	extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
		counter += 1
		const address = `198.51.${(process.pid % 250) + 1}.${(counter % 250) + 1}`
		await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address })
	},
})

export { expect } from '@playwright/test'

/** The server the specs run against (playwright.config.ts). */
export const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3210}`

/**
 * For POSTs through Playwright's request API, which sends no Origin: the server refuses a request
 * that changes state without Origin or Referer from its own pages (server/security.ts).
 */
export const SAME_ORIGIN = { Origin: ORIGIN } as const
