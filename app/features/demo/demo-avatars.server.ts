// Demo providers' portraits, so a first start looks like a directory of people (docs/product.md#photos).
// A small pool of illustrated avatars is drawn at seed time with DiceBear's "Personas" style (design by
// Draftbit, CC BY 4.0: credited in README.md), rendered to PNG and passed through the real photo
// pipeline once each; many demo providers then share one pool key ('photos/demo-<hash>'), whose files
// the pipeline never deletes. Nothing is downloaded.
import { createHash } from 'node:crypto'
import { createAvatar } from '@dicebear/core'
import * as personas from '@dicebear/personas'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { Db } from '~/db/client.server'
import { media, providers } from '~/db/schema'
import type { MediaStore } from '~/platform/media/media-object'
import { DEMO_PHOTO_PREFIX } from '~/platform/media/photo-keys'
import { storeProcessedPhoto } from '~/features/photos/photos.server'
import { DEFAULT_DEMO_SEED } from './generate-provider'
import { hashSeed, Rng, type Weighted } from './prng'

type Presentation = 'feminine' | 'masculine' | 'neutral'
type Tone = 'light' | 'medium' | 'deep'
type PersonaOptions = personas.Options

/**
 * Pool slots by gender presentation and skin tone, following the demo's mix (mostly women, then
 * men, a few non-binary people) so that a portrait can match what the profile says.
 */
const POOL: ReadonlyArray<readonly [Presentation, Tone, number]> = [
	['feminine', 'light', 4],
	['feminine', 'medium', 4],
	['feminine', 'deep', 4],
	['masculine', 'light', 3],
	['masculine', 'medium', 3],
	['masculine', 'deep', 2],
	['neutral', 'light', 1],
	['neutral', 'medium', 2],
	['neutral', 'deep', 1],
]
/** Share of demo providers with a photo: the others keep their initials, as many real profiles do. */
export const DEMO_PHOTO_SHARE = 0.8
/** Rendered once at the largest rendition size; the pipeline writes the smaller ones. */
const RENDER_SIZE = 512

// Only the calm choices of the style: no sunglasses, caps, pacifiers or frowns; natural hair colours.
const SKIN: Record<Tone, string[]> = {
	light: ['eeb4a4', 'e7a391'],
	medium: ['e5a07e', 'd78774', 'b16a5b'],
	deep: ['92594b', '623d36'],
}
const GREY = 'a7a7a7'
const DARK_HAIR: Weighted<string> = [
	['2c1b18', 5],
	['4a312c', 4],
	['724133', 2],
	[GREY, 2],
]
const HAIR_COLOR: Record<Tone, Weighted<string>> = {
	light: [...DARK_HAIR, ['a55728', 1], ['b58143', 2], ['d6b370', 3]],
	medium: DARK_HAIR,
	deep: DARK_HAIR,
}
/** The tones a listed ethnicity makes plausible; a profile without one may show any. */
const TONES_OF: Record<string, Tone[]> = {
	White: ['light'],
	'Black or African American': ['deep'],
	Asian: ['light', 'medium'],
}
/** Muted clothes and backgrounds that sit with the brand's teal and sand (app/app.css). */
const CLOTHING = ['1f7a6c', '3f6e8c', '6b5b95', '8c5e4a', '5b7f4a', '2f4858', 'a8763e']
const BACKGROUND = ['d5ece7', 'e4eee9', 'f1e8dc', 'e2e9f0', 'ebe4ef', 'f3e6d8']
const EYES: Weighted<NonNullable<PersonaOptions['eyes']>[number]> = [
	['open', 4],
	['happy', 2],
	['glasses', 1],
]
const HAIR: Record<Presentation, NonNullable<PersonaOptions['hair']>> = {
	feminine: ['long', 'bobCut', 'curly', 'curlyBun', 'bobBangs', 'extraLong'],
	masculine: ['shortCombover', 'shortComboverChops', 'buzzcut', 'fade', 'bald', 'balding', 'curlyHighTop'],
	neutral: ['sideShave', 'curly', 'bobCut', 'buzzcut', 'curlyHighTop', 'bunUndercut'],
}
const MOUTH: Record<Presentation, NonNullable<PersonaOptions['mouth']>> = {
	feminine: ['smile', 'lips', 'bigSmile'],
	masculine: ['smile', 'bigSmile'],
	neutral: ['smile', 'bigSmile'],
}
const FACIAL_HAIR: NonNullable<PersonaOptions['facialHair']> = ['beardMustache', 'goatee', 'shadow']

type DemoAvatar = { key: string; presentation: Presentation; tone: Tone; svg: string }

/** The pool for a seed: the same seed always draws the same avatars (and so the same keys). */
function demoAvatarPool(seed: string | number = DEFAULT_DEMO_SEED): DemoAvatar[] {
	const rng = new Rng(hashSeed(seed), 0xa7a7)
	const slots = POOL.flatMap(([presentation, tone, n]) =>
		Array.from({ length: n }, () => ({ presentation, tone })),
	)
	return slots.map(({ presentation, tone }, i) => {
		const hairColor = rng.weighted(HAIR_COLOR[tone])
		const options: PersonaOptions = {
			skinColor: [rng.pick(SKIN[tone])],
			hair: [rng.pick(HAIR[presentation])],
			hairColor: [hairColor],
			eyes: [rng.weighted(EYES)],
			mouth: [rng.pick(MOUTH[presentation])],
			// Smile lines only with grey hair: otherwise the pool looks older than the directory.
			nose: [hairColor === GREY ? 'wrinkles' : rng.pick(['mediumRound', 'smallRound'] as const)],
			body: [rng.pick(['squared', 'rounded', 'small', 'checkered'] as const)],
			clothingColor: [rng.pick(CLOTHING)],
			facialHair: [rng.pick(FACIAL_HAIR)],
			facialHairProbability: presentation === 'masculine' && rng.chance(0.4) ? 100 : 0,
		}
		const svg = createAvatar(personas, {
			...options,
			seed: `${seed}-${i}`,
			size: RENDER_SIZE,
			// Closer to the face: the site shows it in a small circle.
			scale: 115,
			translateY: 5,
			backgroundColor: [rng.pick(BACKGROUND)],
		}).toString()
		const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16)
		return { key: `${DEMO_PHOTO_PREFIX}${hash}`, presentation, tone, svg }
	})
}

/** The pool avatars that fit a profile's listed gender and ethnicity (any tone when none is listed). */
function candidatesFor(
	pool: DemoAvatar[],
	gender: readonly string[],
	ethnicity: readonly string[],
): DemoAvatar[] {
	const presentation: Presentation = gender.includes('Female')
		? 'feminine'
		: gender.includes('Male')
			? 'masculine'
			: 'neutral'
	const tones = new Set<Tone>(ethnicity.length ? ethnicity.flatMap((e) => TONES_OF[e] ?? ['medium']) : [])
	const fitting = pool.filter(
		(a) => a.presentation === presentation && (tones.size === 0 || tones.has(a.tone)),
	)
	return fitting.length ? fitting : pool.filter((a) => a.presentation === presentation)
}

/**
 * Gives about 80% of the demo providers without a photo one of the pool's avatars (fitting the
 * gender and ethnicity they list), storing each avatar used once; returns how many providers got a photo.
 */
export async function addDemoAvatars(
	db: Db,
	store: MediaStore,
	options: { seed?: string | number } = {},
): Promise<number> {
	const seed = options.seed ?? DEFAULT_DEMO_SEED
	const rows = await db
		.select({ id: providers.id, gender: providers.gender, ethnicity: providers.ethnicity })
		.from(providers)
		.where(and(eq(providers.is_demo, true), isNull(providers.photo)))
		.orderBy(asc(providers.short_id))
	if (rows.length === 0) return 0
	const pool = demoAvatarPool(seed)
	const chosen: { id: string; avatar: DemoAvatar }[] = []
	for (const row of rows) {
		// Decided by the provider's own id, so it does not depend on which others exist.
		const rng = new Rng(hashSeed(`${seed}/avatar/${row.id}`))
		if (!rng.chance(DEMO_PHOTO_SHARE)) continue
		chosen.push({ id: row.id, avatar: rng.pick(candidatesFor(pool, row.gender, row.ethnicity)) })
	}
	if (chosen.length === 0) return 0

	// Each avatar in use is stored once, recorded under the first provider who shows it.
	const owners = new Map<string, { avatar: DemoAvatar; owner_id: string }>()
	for (const { id, avatar } of chosen)
		if (!owners.has(avatar.key)) owners.set(avatar.key, { avatar, owner_id: id })
	const stored = await db
		.select({ key: media.key })
		.from(media)
		.where(inArray(media.key, [...owners.keys()]))
	const present = new Set(stored.map((row) => row.key))
	await Promise.all(
		[...owners.values()]
			.filter(({ avatar }) => !present.has(avatar.key))
			.map(async ({ avatar, owner_id }) => {
				// Uncompressed: this PNG only carries the drawing into the pipeline.
				const png = await sharp(Buffer.from(avatar.svg)).png({ compressionLevel: 0 }).toBuffer()
				await storeProcessedPhoto(db, store, owner_id, png, { key: avatar.key })
			}),
	)

	const assignments = JSON.stringify(chosen.map(({ id, avatar }) => ({ id, photo: avatar.key })))
	await db.execute(sql`
		update ${providers} set photo = v.photo, updated_at = now()
		from json_to_recordset(${assignments}::json) as v(id uuid, photo text)
		where ${providers.id} = v.id`)
	return chosen.length
}
