import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, questions, responses } from '~/db/schema'
import type { MediaStore } from '~/platform/media/media-object'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { log } from '~/lib/log.server'
import demoAudio from './audio/demo-audio.json'

// A few demo providers answer in their own "voice": speech synthesized once at development time with
// espeak-ng (scripts/demo-audio/make-demo-audio.sh), committed as small AAC files, and marked as
// a demo in the first caption so nobody mistakes it for a person (docs/product.md#answers).

/** Where the committed files are, from the project root (npm start runs there). */
const AUDIO_DIR = path.resolve(process.cwd(), 'app/features/demo/audio')
/** One demo voice in each of the most searched states, so a visitor meets one early. */
const STATES = ['NY', 'CA', 'TX', 'FL']
export const DEMO_AUDIO_NOTE = '[Demo recording: a synthesized voice reads this answer.]'

/** Gives one live demo provider per state an audio answer; returns how many were written. */
export async function addDemoAudioAnswers(db: Db, store: MediaStore): Promise<number> {
	let written = 0
	const chosen = new Set<string>()
	for (const [i, entry] of demoAudio.entries()) {
		const state = STATES[i % STATES.length]
		const [author] = await db
			.select({ id: providers.id })
			.from(providers)
			.where(
				and(
					eq(providers.is_demo, true),
					liveProviderCondition,
					sql`${state} = any(${providers.licensed_states})`,
					chosen.size > 0 ? sql`${providers.id} not in ${[...chosen]}` : undefined,
				),
			)
			.orderBy(asc(providers.short_id))
			.limit(1)
		const [question] = await db
			.select({ id: questions.id, title: questions.title, tag_id: questions.tag_id })
			.from(questions)
			.where(eq(questions.id, entry.question_id))
		if (!author || !question) continue
		chosen.add(author.id)
		let bytes: Buffer
		try {
			bytes = await readFile(path.join(AUDIO_DIR, entry.file))
		} catch (error) {
			log.warn(`demo audio ${entry.file} not found; demo answers stay text`, error)
			return written
		}
		// One answer per question: the demo's written answer to it, if any, becomes the recording.
		const [existing] = await db
			.select({ id: responses.id })
			.from(responses)
			.where(and(eq(responses.author_id, author.id), eq(responses.question_id, question.id)))
			.limit(1)
		const id = existing?.id ?? randomUUID()
		// Answer files live under their answer's id, served while the answer is public (features/answers).
		const key = `answers/${id}/${entry.file}`
		await store.put(key, bytes, 'audio/mp4')
		const values = {
			title: question.title,
			tag_id: question.tag_id,
			type: 'audio' as const,
			text: '',
			audio_url: `/media/${key}`,
			audio_timeline: entry.timeline,
			transcript_full: `[0:00] ${DEMO_AUDIO_NOTE}\n${entry.transcript}`,
			media_type: 'audio/mp4',
			media_duration: entry.duration,
			is_complete: true,
			is_deleted: false,
		}
		await db.transaction(async (tx) => {
			if (existing)
				await tx
					.update(responses)
					.set({ ...values, updated_at: sql`now()` })
					.where(eq(responses.id, id))
			else
				await tx.insert(responses).values({ ...values, id, author_id: author.id, question_id: question.id })
			await tx.update(providers).set({ updated_at: sql`now()` }).where(eq(providers.id, author.id))
		})
		written += 1
	}
	return written
}
