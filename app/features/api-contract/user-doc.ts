import { z } from 'zod'
import { AVAILABILITY, ONLINE_THERAPY } from '~/db/schema/providers'
import { CONSULTATION_BY, WEEKDAYS } from '~/db/schema/consultations'
import type { OwnConsultation, PublicConsultation } from '~/features/consultations/consultation-doc.server'
import {
	AVAILABILITY_UNKNOWN,
	shownAvailability,
	UNKNOWN_AFTER_DAYS,
} from '~/features/availability/freshness'
import { ResponseDocSchema, toResponseDoc } from '~/features/answers/response-doc'
import type { TherapistCard } from '~/features/search/therapist-cards.server'
import type { OwnProfile } from '~/features/profile-editing/own-profile.server'
import { photoUrl } from '~/features/therapists/format'
import { pick, storedFields } from '~/lib/doc-fields'
import { LICENCE_TYPE_KEYS } from '~/platform/reference/licence-types'
import type { PublicProfile } from '~/features/therapists/public-profile.server'

// The JSON API's provider, in the API's field names (docs/api.md#field-names): snake_case, plus
// addressOne / addressTwo as the product writes them. The app uses the same names
// (docs/decisions/0011-one-name-per-field.md): a doc copies a profile's fields and derives only what
// the API shows differently (dates as strings, photo URLs, tag ids).

/** Phone, street and ZIP are '' while Not Accepting, for all but the owner (docs/product.md#availability). */
const hiddenWhenNotAccepting = (what: string) =>
	z
		.string()
		.meta({ description: `${what}; '' while Not Accepting New Clients (only the owner reads it then).` })

const stringList = z.array(z.string())

const licenceDoc = z.object({
	type: z.string().meta({ description: `The licence type: ${LICENCE_TYPE_KEYS.join(', ')}.` }),
	number: z.string(),
	state: z.string().meta({ description: "State code (e.g. 'TX')." }),
})

/** The licence check's evidence (docs/product.md#licence-checks); never what did not match. */
const LicenceCheckDocSchema = z
	.object({
		status: z.enum(['checked']),
		source: z.enum(['registry', 'staff']).meta({
			description:
				"'registry': matched the national NPI registry; 'staff': confirmed by staff with a state licensing board.",
		}),
		checked_at: z.iso.datetime(),
		registry_file_date: z.iso
			.date()
			.nullable()
			.meta({ description: 'The NPI registry file the check read.' }),
		npi: z.string().nullable().meta({ description: 'The NPI the registry matched.' }),
		board_state: z
			.string()
			.nullable()
			.meta({ description: 'Staff confirmation: the state whose board they used.' }),
		licenses: z.array(licenceDoc).meta({ description: 'The licences checked.' }),
	})
	.meta({ id: 'LicenceCheck', description: 'A checked licence and its evidence.' })
const ConsultationDocSchema = z
	.object({
		minutes: z.int().meta({ description: 'The call’s length: 15, 20 or 30.' }),
		by: z.enum(CONSULTATION_BY),
		next_at: z.iso.datetime().meta({ description: 'The next open time, ISO 8601 UTC.' }),
	})
	.meta({ id: 'Consultation' })

const OwnConsultationDocSchema = z
	.object({
		enabled: z.boolean(),
		minutes: z.int(),
		by: z.enum(CONSULTATION_BY),
		video_link: z.string().nullable(),
		time_zone: z.string().meta({ description: 'IANA time zone of the windows.' }),
		windows: z.array(
			z
				.object({ day: z.enum(WEEKDAYS), from: z.string(), to: z.string() })
				.meta({ id: 'ConsultationWindow' }),
		),
		notice_hours: z.int(),
		horizon_days: z.int(),
		per_day: z.int().nullable(),
		days_off: stringList,
		next_at: z.iso
			.datetime()
			.nullable()
			.meta({ description: 'The next open time, ISO 8601 UTC; null: none.' }),
	})
	.meta({ id: 'OwnConsultation' })

/** Everything anyone may see of a live profile. Never e-mail, hashes, tokens or moderation data. */
export const UserDocSchema = z
	.object({
		id: z.uuid(),
		short_id: z.int().meta({ description: 'The number in profile URLs: /therapist/{url_tag}/{short_id}.' }),
		url_tag: z
			.string()
			.meta({ description: "Kebab-case name for the profile URL; '' before a name is saved." }),
		first_name: z.string(),
		last_name: z.string(),
		headline: z.string(),
		phone: hiddenWhenNotAccepting('Phone number as the provider wrote it'),
		license: z.string(),
		link: z.string(),
		availability: z.enum([...AVAILABILITY, AVAILABILITY_UNKNOWN]).meta({
			description: `What visitors are shown: '${AVAILABILITY_UNKNOWN}' stands for Accepting New Clients unconfirmed for over ${UNKNOWN_AFTER_DAYS} days (the owner reads their own value).`,
		}),
		availability_confirmed_at: z.iso.datetime().meta({
			description: 'When the provider last saved or confirmed their availability.',
		}),
		photo: z.string().nullable().meta({ description: 'URL of the 512 px photo, or null.' }),
		summary: z.string(),
		city: z.string(),
		state: z.string().nullable().meta({ description: "Office state code (e.g. 'NY'), or null." }),
		addressOne: hiddenWhenNotAccepting('Office street address'),
		addressTwo: hiddenWhenNotAccepting('Office address line 2 (suite, floor)'),
		zip: hiddenWhenNotAccepting('Office ZIP code'),
		licensed_states: stringList.meta({ description: 'State codes the provider may practice in.' }),
		teletherapy: z.boolean().meta({ description: 'Offers therapy online (derived from online_therapy).' }),
		online_therapy: z.enum(ONLINE_THERAPY),
		wheelchair_accessible: z.boolean().meta({ description: 'Wheelchair accessible office.' }),
		evening_hours: z.boolean().meta({ description: 'Evening appointments (after 5 pm).' }),
		weekend_hours: z.boolean().meta({ description: 'Weekend appointments.' }),
		issues: z.array(z.int()).meta({ description: 'Specialty tag ids, top ones included.' }),
		top_issues: z.array(z.int()).meta({ description: 'Up to 3 top specialty tag ids.' }),
		approaches: z.array(z.int()).meta({ description: 'Approach tag ids.' }),
		min_cost: z.int().nullable().meta({ description: 'Dollars per session.' }),
		max_cost: z.int().nullable().meta({ description: 'Dollars per session.' }),
		payments: stringList.meta({
			description: "Payment values: 'out-of-pocket', 'sliding-scale', insurer slugs.",
		}),
		gender: stringList,
		ethnicity: stringList,
		sexuality: stringList,
		faith: stringList,
		language: stringList,
		focuses_age: stringList,
		onboarded: z.boolean(),
		license_check: LicenceCheckDocSchema.nullable().meta({
			description: 'The licence check and its evidence; null while the licence is not (yet) checked.',
		}),
		response_ids: z
			.array(z.uuid())
			.meta({ description: 'Ids of the answers the viewer may see, in the profile order.' }),
		reply_answers: z.int().min(5).optional().meta({
			description:
				"People who answered our follow-up in the last 180 days with 'Yes, we are in touch' or 'Not yet'. Absent below 5.",
		}),
		replies_heard: z.int().min(0).optional().meta({
			description:
				"Of reply_answers, those who said they heard back ('Yes, we are in touch'). Absent below 5 answers.",
		}),
		consultation: ConsultationDocSchema.nullable().meta({
			description:
				'The free consultation call while the provider has an open time, else null. Its times: GET /api/user/{id}/slots.',
		}),
	})
	.meta({ id: 'User', description: 'A provider profile as visitors see it.' })
export type UserDoc = z.infer<typeof UserDocSchema>

/** The owner's own profile: the public fields plus what only they may see. */
export const OwnUserDocSchema = UserDocSchema.extend({
	email: z.string(),
	email_verified: z.boolean(),
	onboarded_letter: z.boolean(),
	is_live: z.boolean().meta({ description: 'Found in search: filled out, verified and not flagged.' }),
	flagged: z.boolean().meta({ description: 'Held back by moderation: reachable by URL but not listed.' }),
	flagged_keyword: z.string().nullable().meta({ description: 'Why moderation held the profile back.' }),
	missing: stringList.meta({ description: 'What the profile still needs before it is live.' }),
	npi: z.string().nullable().meta({ description: 'Your NPI (10 digits), checked against the NPI registry.' }),
	licenses: z.array(licenceDoc).meta({ description: 'Your licences, at most one per licensed state.' }),
	consultation: OwnConsultationDocSchema.nullable().meta({
		description:
			'Your free consultation settings as POST /api/user `consultation` takes them, with `next_at`; null before you set them up.',
	}),
}).meta({ id: 'OwnUser', description: "The logged-in provider's own profile." })
export type OwnUserDoc = z.infer<typeof OwnUserDocSchema>

/** A search result: the fields a result card shows, and the provider's first public answer. */
export const UserCardDocSchema = UserDocSchema.pick({
	id: true,
	short_id: true,
	url_tag: true,
	first_name: true,
	last_name: true,
	headline: true,
	phone: true,
	availability: true,
	availability_confirmed_at: true,
	photo: true,
	city: true,
	state: true,
	licensed_states: true,
	online_therapy: true,
	min_cost: true,
	max_cost: true,
	reply_answers: true,
	replies_heard: true,
})
	.extend({
		summary: z.string().meta({ description: 'The opening of the summary (up to 400 characters).' }),
		first_response: ResponseDocSchema.nullable(),
		distance_miles: z.number().optional().meta({
			description:
				'Searching with `near`: miles from the ZIP centroid to the office (its ZIP centroid; its city centroid while Not Accepting), one decimal.',
		}),
	})
	.meta({ id: 'UserCard', description: 'A provider as a search result.' })
type UserCardDoc = z.infer<typeof UserCardDocSchema>

const USER_DERIVED = [
	'availability',
	'availability_confirmed_at',
	'photo',
	'issues',
	'approaches',
	'payments',
	'response_ids',
	'reply_answers',
	'replies_heard',
	'consultation',
] as const
const USER_STORED = storedFields(UserDocSchema.shape, USER_DERIVED)
const OWN_STORED = storedFields(OwnUserDocSchema.shape, [...USER_STORED, ...USER_DERIVED])
const CARD_DERIVED = [
	'availability',
	'availability_confirmed_at',
	'photo',
	'first_response',
	'reply_answers',
	'replies_heard',
] as const
const CARD_STORED = storedFields(UserCardDocSchema.shape, CARD_DERIVED)
// Fields in the order API clients have always read them: the profile's order, then what a kind adds.
// Picking them in that order also keeps anything the schema does not name out of the doc.
const USER_ORDER = Object.keys(UserDocSchema.shape) as Array<keyof UserDoc>
const OWN_ORDER = Object.keys(OwnUserDocSchema.shape) as Array<keyof OwnUserDoc>
const CARD_ORDER = Object.keys({ ...UserDocSchema.shape, ...UserCardDocSchema.shape }).filter(
	(key): key is keyof UserCardDoc => key in UserCardDocSchema.shape,
)

export function toUserDoc(
	p: PublicProfile,
	response_ids: string[],
	consultation: PublicConsultation | null = null,
): UserDoc {
	return pick<UserDoc, keyof UserDoc>(
		{
			...pick(p, USER_STORED),
			availability: shownAvailability(p.availability, p.freshness),
			availability_confirmed_at: p.availability_confirmed_at.toISOString(),
			photo: photoUrl(p.photo, 512),
			issues: p.specialties.map((t) => t.id),
			approaches: p.approaches.map((t) => t.id),
			payments: p.payments.map((o) => o.value),
			response_ids,
			// Both absent below 5 answers (docs/product.md#follow-ups).
			...p.replySignal,
			consultation,
		},
		USER_ORDER,
	)
}

export function toOwnUserDoc(
	p: OwnProfile,
	response_ids: string[],
	consultation: OwnConsultation | null = null,
): OwnUserDoc {
	return pick<OwnUserDoc, keyof OwnUserDoc>(
		{
			...toUserDoc(p, response_ids),
			...pick(p, OWN_STORED),
			// The owner reads their own value, never 'Availability unknown'.
			availability: p.availability,
			consultation,
		},
		OWN_ORDER,
	)
}

export function toUserCardDoc(c: TherapistCard): UserCardDoc {
	return pick<UserCardDoc, keyof UserCardDoc>(
		{
			...pick(c, CARD_STORED),
			availability: shownAvailability(c.availability, c.freshness),
			availability_confirmed_at: c.availability_confirmed_at.toISOString(),
			photo: photoUrl(c.photo, 512),
			first_response: c.first_response ? toResponseDoc(c.first_response) : null,
			...c.replySignal,
		},
		CARD_ORDER,
	)
}
