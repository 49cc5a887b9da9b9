/**
 * The demo directory generator: pure and deterministic. Provider `index` depends only on
 * (seed, index, now), so any slice of a large directory can be generated on its own, in batches.
 * The draws happen in a fixed order, section by section (demo-sections.ts, demo-answers.ts).
 */
import { findStateByCode, slugify } from '~/platform/reference/states'
import { CREDENTIAL_NOUN, CREDENTIAL_WEIGHTS, credentialFor, FLAGGED_KEYWORDS } from './demo-data'
import { demoUuid, licenseFor, phoneFor, websiteFor } from './demo-details'
import { writeAnswers } from './demo-answers'
import { pickCosts, pickFocus, pickIdentity, pickLanguages, pickPractice } from './demo-sections'
import { buildSummary, prepareText, tagPhrase } from './demo-text'
import type { DemoProvider, DemoRecord } from './demo-types'
import { AVAILABILITY_WEIGHTS, CHILDREN, TODDLER } from './demo-weights'
import { hashSeed, Rng } from './prng'

export type { DemoProvider, DemoRecord, DemoResponse } from './demo-types'

export const DEFAULT_DEMO_SEED = 'openroom'

const DAY = 86_400_000

export type DemoGeneratorOptions = { seed?: string | number; now: Date }

/** Returns a function that builds demo provider `index` (1-based) and their written answers. */
export function createDemoGenerator(options: DemoGeneratorOptions): (index: number) => DemoRecord {
	const seedHash = hashSeed(options.seed ?? DEFAULT_DEMO_SEED)
	const now = options.now.getTime()
	return (index) => generateDemoRecord(seedHash, index, now)
}

/** Salt of the confirmation-date stream: a generator of its own, so the main stream's draws stay as they were. */
const CONFIRMATION_STREAM_SALT = 0x0c0f1a7e

/** How long ago demo providers last confirmed their availability (days: from, to) and how often. */
const CONFIRMED_DAYS_AGO: ReadonlyArray<readonly [from: number, to: number, weight: number]> = [
	[0, 30, 76],
	[31, 60, 12],
	[61, 180, 8],
	[181, 400, 4],
]

/**
 * When demo provider `index` last confirmed their availability (docs/product.md#availability-freshness):
 * most within 30 days, some 31–60, some 61–180, a few over 180, so every state shows on a first start.
 * Never before the account existed.
 */
function confirmedAt(seedHash: number, index: number, now: number, createdAt: number): Date {
	const rng = new Rng(seedHash ^ CONFIRMATION_STREAM_SALT, index)
	const [from, to] = rng.weighted(CONFIRMED_DAYS_AGO.map(([a, b, w]) => [[a, b], w] as const))
	const at = now - rng.int(from, to) * DAY - rng.int(0, DAY - 1)
	return new Date(Math.max(at, createdAt))
}

function generateDemoRecord(seedHash: number, index: number, now: number): DemoRecord {
	const rng = new Rng(seedHash, index)
	const id = demoUuid(seedHash, index, 0, 0, rng)
	const person = pickIdentity(rng)
	const place = pickPractice(rng)

	// Credentials.
	const kind = rng.weighted(CREDENTIAL_WEIGHTS)
	const credential = credentialFor(kind, place.primaryState, rng.int(0, 1))
	const headline = rng.pick(credential.headlines)
	const license = licenseFor(rng, credential.licensePrefix, place.licensedStates)
	const years = kind === 'associate' ? rng.int(2, 4) : rng.int(3, 32)

	const focus = pickFocus(rng, kind, person.sexuality.includes('LGBTQ+') || person.queer)
	const costs = pickCosts(rng, kind, place.licensedStates)
	const { extraLanguages, language } = pickLanguages(rng, place.primaryState, person.group)

	const availability = rng.weighted(AVAILABILITY_WEIGHTS)
	const urlTag = slugify(`${person.firstName} ${person.lastName}`)
	const link = rng.chance(0.75) ? websiteFor(rng, urlTag) : ''
	const phone = rng.chance(0.96) ? phoneFor(rng, place.areaCode) : ''

	const createdAt = new Date(now - rng.int(1, 3 * 365) * DAY - rng.int(0, DAY - 1))
	const updatedAt = new Date(createdAt.getTime() + Math.floor(rng.next() * (now - createdAt.getTime())))

	const text = prepareText(
		{
			first: person.firstName,
			noun: CREDENTIAL_NOUN[kind],
			years,
			clients: focus.age.clients,
			specialties: focus.issueTags.map(tagPhrase),
			approaches: focus.approachTags.map(tagPhrase),
			city: place.hasOffice ? place.cityName : '',
			stateName: findStateByCode(place.primaryState)?.label ?? place.primaryState,
			licensedStateNames: place.licensedStates.map((s) => findStateByCode(s)?.label ?? s),
			onlineTherapy: place.onlineTherapy,
			extraLanguages,
			slidingScale: costs.slidingScale,
			waitlist: availability === 'Waitlist for New Clients',
			childFocus: focus.age.groups.includes(CHILDREN) || focus.age.groups.includes(TODDLER),
			couplesFocus: kind === 'mft',
		},
		rng,
	)

	const answers = writeAnswers(rng, {
		seedHash,
		index,
		authorId: id,
		ownTagIds: [...focus.issues, ...focus.approaches],
		createdAt,
		now,
		text,
	})

	const hasVisibleAnswer = answers.some((r) => r.isComplete && !r.isDeleted)
	let summary = hasVisibleAnswer && rng.chance(0.03) ? '' : buildSummary(text, rng)
	const flagged = rng.chance(0.002)
	const flaggedKeyword = flagged ? rng.pick(FLAGGED_KEYWORDS) : null
	if (flaggedKeyword)
		summary =
			`${summary}\n\nNew clients: ask me about my ${flaggedKeyword} offer, limited spots this month!`.trim()

	const provider: DemoProvider = {
		id,
		urlTag,
		email: `demo-${index}@example.org`,
		emailVerified: true,
		passwordHash: null,
		firstName: person.firstName,
		lastName: person.lastName,
		headline,
		phone,
		license,
		link,
		availability,
		availabilityConfirmedAt: confirmedAt(seedHash, index, now, createdAt.getTime()),
		availabilityReminders: 0,
		availabilityRemindedAt: null,
		remindersUnsubscribedAt: null,
		emailUndeliverableAt: null,
		undeliveredMessages: 0,
		photo: null,
		summary,
		addressOne: place.addressOne,
		addressTwo: place.addressTwo,
		city: place.hasOffice ? place.cityName : '',
		state: place.hasOffice ? place.primaryState : null,
		zip: place.zip,
		licensedStates: place.licensedStates,
		teletherapy: place.onlineTherapy !== 'In-Person Only',
		onlineTherapy: place.onlineTherapy,
		issues: focus.issues,
		topIssues: focus.topIssues,
		approaches: focus.approaches,
		minCost: costs.minCost,
		maxCost: costs.maxCost,
		payments: costs.payments,
		gender: person.gender,
		ethnicity: person.ethnicity,
		sexuality: person.sexuality,
		faith: person.faith,
		language,
		focusesAge: focus.age.groups,
		onboarded: true,
		onboardedLetter: true,
		flagged,
		flaggedKeyword,
		isDemo: true,
		createdAt,
		updatedAt,
	}
	return { provider, responses: answers }
}
