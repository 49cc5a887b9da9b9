/**
 * The demo directory generator: pure and deterministic. Provider `index` depends only on
 * (seed, index, now), so any slice of a large directory can be generated on its own, in batches.
 * The draws happen in a fixed order, section by section (demo-sections.ts, demo-answers.ts).
 */
import { findStateByCode, slugify } from '~/platform/reference/states'
import { CREDENTIAL_NOUN, CREDENTIAL_WEIGHTS, credentialFor, FLAGGED_KEYWORDS } from './demo-data'
import { demoUuid, licenseFor, phoneFor, websiteFor } from './demo-details'
import { demoLicenceClaim } from './demo-licence'
import { writeAnswers } from './demo-answers'
import { pickCosts, pickFocus, pickIdentity, pickLanguages, pickPractice } from './demo-sections'
import { buildSummary, prepareText, tagPhrase } from './demo-text'
import type { DemoProvider, DemoRecord } from './demo-types'
import { AVAILABILITY_WEIGHTS, CHILDREN, TODDLER } from './demo-weights'
import { hashSeed, Rng } from './prng'

export type { DemoProvider, DemoRecord, DemoResponse } from './demo-types'

export const DEFAULT_DEMO_SEED = 'openroom'

const DAY = 86_400_000

type DemoGeneratorOptions = { seed?: string | number; now: Date }

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
function confirmedAt(seedHash: number, index: number, now: number, created_at: number): Date {
	const rng = new Rng(seedHash ^ CONFIRMATION_STREAM_SALT, index)
	const [from, to] = rng.weighted(CONFIRMED_DAYS_AGO.map(([a, b, w]) => [[a, b], w] as const))
	const at = now - rng.int(from, to) * DAY - rng.int(0, DAY - 1)
	return new Date(Math.max(at, created_at))
}

/** Its own stream too: the access needs, added later, leave every other demo field as it was. */
const ACCESS_STREAM_SALT = 0x5eed_acce

/**
 * Access needs, plausibly: an office is step-free in about 60% of practices; about 35% see clients
 * after 5 pm and 12% at weekends (online-only practices keep such hours too, but have no office).
 */
function accessNeeds(seedHash: number, index: number, hasOffice: boolean) {
	const rng = new Rng(seedHash ^ ACCESS_STREAM_SALT, index)
	return {
		wheelchair_accessible: hasOffice && rng.chance(0.6),
		evening_hours: rng.chance(0.35),
		weekend_hours: rng.chance(0.12),
	}
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
	const license = licenseFor(rng, credential.licensePrefix, place.licensed_states)
	const claim = demoLicenceClaim(index, kind, license)
	const years = kind === 'associate' ? rng.int(2, 4) : rng.int(3, 32)

	const focus = pickFocus(rng, kind, person.sexuality.includes('LGBTQ+') || person.queer)
	const costs = pickCosts(rng, kind, place.licensed_states)
	const { extraLanguages, language } = pickLanguages(rng, place.primaryState, person.group)

	const availability = rng.weighted(AVAILABILITY_WEIGHTS)
	const url_tag = slugify(`${person.first_name} ${person.last_name}`)
	const link = rng.chance(0.75) ? websiteFor(rng, url_tag) : ''
	const phone = rng.chance(0.96) ? phoneFor(rng, place.areaCode) : ''

	const created_at = new Date(now - rng.int(1, 3 * 365) * DAY - rng.int(0, DAY - 1))
	const updated_at = new Date(created_at.getTime() + Math.floor(rng.next() * (now - created_at.getTime())))

	const text = prepareText(
		{
			first: person.first_name,
			noun: CREDENTIAL_NOUN[kind],
			years,
			clients: focus.age.clients,
			specialties: focus.issueTags.map(tagPhrase),
			approaches: focus.approachTags.map(tagPhrase),
			city: place.hasOffice ? place.cityName : '',
			stateName: findStateByCode(place.primaryState)?.label ?? place.primaryState,
			licensedStateNames: place.licensed_states.map((s) => findStateByCode(s)?.label ?? s),
			online_therapy: place.online_therapy,
			extraLanguages,
			sliding_scale: costs.sliding_scale,
			waitlist: availability === 'Waitlist for New Clients',
			childFocus: focus.age.groups.includes(CHILDREN) || focus.age.groups.includes(TODDLER),
			couplesFocus: kind === 'mft',
		},
		rng,
	)

	const answers = writeAnswers(rng, {
		seedHash,
		index,
		author_id: id,
		ownTagIds: [...focus.issues, ...focus.approaches],
		created_at,
		now,
		text,
	})

	const hasVisibleAnswer = answers.some((r) => r.is_complete && !r.is_deleted)
	let summary = hasVisibleAnswer && rng.chance(0.03) ? '' : buildSummary(text, rng)
	const flagged = rng.chance(0.002)
	const flagged_keyword = flagged ? rng.pick(FLAGGED_KEYWORDS) : null
	if (flagged_keyword)
		summary =
			`${summary}\n\nNew clients: ask me about my ${flagged_keyword} offer, limited spots this month!`.trim()

	const provider: DemoProvider = {
		id,
		url_tag,
		email: `demo-${index}@example.org`,
		email_verified: true,
		password_hash: null,
		first_name: person.first_name,
		last_name: person.last_name,
		headline,
		phone,
		license,
		npi: claim?.npi ?? null,
		licenses: claim?.licenses ?? [],
		link,
		availability,
		availability_confirmed_at: confirmedAt(seedHash, index, now, created_at.getTime()),
		availability_reminders: 0,
		availability_reminded_at: null,
		reminders_unsubscribed_at: null,
		email_undeliverable_at: null,
		undelivered_messages: 0,
		photo: null,
		summary,
		addressOne: place.addressOne,
		addressTwo: place.addressTwo,
		city: place.hasOffice ? place.cityName : '',
		state: place.hasOffice ? place.primaryState : null,
		zip: place.zip,
		licensed_states: place.licensed_states,
		teletherapy: place.online_therapy !== 'In-Person Only',
		online_therapy: place.online_therapy,
		...accessNeeds(seedHash, index, place.hasOffice),
		issues: focus.issues,
		top_issues: focus.top_issues,
		approaches: focus.approaches,
		min_cost: costs.min_cost,
		max_cost: costs.max_cost,
		payments: costs.payments,
		gender: person.gender,
		ethnicity: person.ethnicity,
		sexuality: person.sexuality,
		faith: person.faith,
		language,
		focuses_age: focus.age.groups,
		onboarded: true,
		onboarded_letter: true,
		flagged,
		flagged_keyword,
		hidden: false,
		is_demo: true,
		created_at,
		updated_at,
	}
	return { provider, responses: answers }
}
