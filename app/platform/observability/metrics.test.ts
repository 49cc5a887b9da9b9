import { expect, test } from 'vitest'
import { consumeRateLimit } from '~/platform/rate-limit/rate-limit.server'
import { isAppError } from '~/lib/errors'
import { createTestDb } from '../../../tests/setup/db'
import { metrics } from './metrics.server'

/** One sample of a metric as Prometheus would scrape it. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
	const metric = await metrics().registry.getSingleMetric(name)?.get()
	const found = metric?.values.find((v) =>
		Object.entries(labels).every(([k, value]) => v.labels[k] === value),
	)
	return found?.value ?? 0
}

test('a refusal by a rate limit is counted under its bucket, and only a refusal', async () => {
	const { db } = await createTestDb()
	const rule = { bucket: 'contact', limit: 2, windowMs: 60_000 }
	const before = await sample('openroom_rate_limit_refusals_total', { bucket: 'contact' })
	await consumeRateLimit(db, rule, '203.0.113.7')
	await consumeRateLimit(db, rule, '203.0.113.7')
	expect(await sample('openroom_rate_limit_refusals_total', { bucket: 'contact' })).toBe(before)
	const refused = await consumeRateLimit(db, rule, '203.0.113.7').catch((error: unknown) => error)
	expect(isAppError(refused, 'rate_limited')).toBe(true)
	expect(await sample('openroom_rate_limit_refusals_total', { bucket: 'contact' })).toBe(before + 1)
})
