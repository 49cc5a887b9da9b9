import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { providers, responses } from '~/db/schema'
import { LocalDiskMediaStore } from '~/platform/media/media-store.server'
import { createTestDb } from '../../../tests/setup/db'
import { addDemoAudioAnswers, DEMO_AUDIO_NOTE } from './demo-audio.server'
import { seedDemo } from './seed-demo.server'

test('four live demo providers get a recorded answer, stored as a file and marked as a demo', async () => {
	const { db } = await createTestDb()
	const dir = await mkdtemp(path.join(tmpdir(), 'demo-audio-'))
	try {
		await seedDemo(db, { count: 200, seed: 'demo-audio', now: new Date('2026-06-01T00:00:00Z') })
		const store = new LocalDiskMediaStore(dir)
		expect(await addDemoAudioAnswers(db, store)).toBe(4)
		const audio = await db
			.select({ r: responses, states: providers.licensed_states })
			.from(responses)
			.innerJoin(providers, eq(providers.id, responses.author_id))
			.where(and(eq(responses.type, 'audio'), eq(responses.is_complete, true)))
		expect(audio).toHaveLength(4)
		for (const { r } of audio) {
			expect(r.transcript_full?.startsWith(`[0:00] ${DEMO_AUDIO_NOTE}`)).toBe(true)
			expect(r.media_type).toBe('audio/mp4')
			expect(r.media_duration).toBeGreaterThan(15)
			expect(r.audio_timeline?.length).toBe(200)
			const info = await store.head(r.audio_url?.replace('/media/', '') ?? '')
			expect(info?.size).toBeGreaterThan(10_000)
		}
		expect(new Set(audio.map((a) => a.r.author_id)).size).toBe(4)
		// Running it again changes the same answers instead of adding more.
		await addDemoAudioAnswers(db, store)
		const again = await db.select({ id: responses.id }).from(responses).where(eq(responses.type, 'audio'))
		expect(again).toHaveLength(4)
	} finally {
		await rm(dir, { recursive: true, force: true })
	}
})
