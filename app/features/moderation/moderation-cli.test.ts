import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { providers } from '~/db/schema'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { runModerationCommand } from './moderation-cli.server'

describe('moderation CLI', () => {
	test('list, confirm and clear', async () => {
		const { db } = await createTestDb()
		expect(await runModerationCommand(db, ['list'])).toEqual({ code: 0, output: 'No flagged profiles.' })
		const spam = await insertProvider(db, { flagged: true, flagged_keyword: 'casino', last_name: 'Spam' })
		const wrong = await insertProvider(db, { flagged: true, flagged_keyword: 'conversion therapy' })

		const listed = await runModerationCommand(db, ['list'])
		expect(listed.code).toBe(0)
		expect(listed.output).toContain(String(spam.short_id))
		expect(listed.output).toContain('casino')
		expect(listed.output).toContain('to review')
		expect(listed.output).toContain('2 flagged.')

		expect((await runModerationCommand(db, ['confirm', String(spam.short_id)])).code).toBe(0)
		expect((await runModerationCommand(db, ['list'])).output).toMatch(/casino\s+confirmed/)

		const cleared = await runModerationCommand(db, ['clear', String(wrong.short_id)])
		expect(cleared.code).toBe(0)
		const [row] = await db.select().from(providers).where(eq(providers.id, wrong.id))
		expect([row.flagged, row.flagged_keyword]).toEqual([false, null])
		expect((await runModerationCommand(db, ['list'])).output).not.toContain(String(wrong.short_id))
	})

	test('usage and failures', async () => {
		const { db } = await createTestDb()
		expect((await runModerationCommand(db, [])).code).toBe(2)
		expect((await runModerationCommand(db, ['nuke'])).code).toBe(2)
		expect((await runModerationCommand(db, ['clear'])).code).toBe(2)
		expect((await runModerationCommand(db, ['clear', 'abc'])).code).toBe(2)
		expect(await runModerationCommand(db, ['clear', '99999'])).toEqual({
			code: 1,
			output: 'No provider with short id 99999.',
		})
		const clean = await insertProvider(db)
		expect((await runModerationCommand(db, ['confirm', String(clean.short_id)])).code).toBe(1)
	})
})
