import { z } from '~/lib/zod-mini'
import { AVAILABILITY, ONLINE_THERAPY } from '~/db/schema/providers'
import { findInsurer, OUT_OF_POCKET, SLIDING_SCALE } from '~/platform/reference/insurers'
import {
	AGE_GROUP_OPTIONS,
	ETHNICITY_OPTIONS,
	FAITH_OPTIONS,
	GENDER_OPTIONS,
	LANGUAGE_OPTIONS,
	SEXUALITY_OPTIONS,
} from '~/platform/reference/options'
import { STATE_CODES } from '~/platform/reference/states'
import { activeTags } from '~/platform/reference/tags'
import { websiteUrl } from '~/features/therapists/format'
import { AppError } from '~/lib/errors'
import { firstFieldMessage, zodFields } from '~/lib/zod-fields'
import { FIELD_REQUIRED, INVALID_URL, tooLong } from '~/lib/field-messages'
import { licencesInput, licensedStatesMessage, npiInput } from '~/features/licences/licence-fields'

// The ONE set of profile rules (docs/product.md#validation). Every modal validates with its schema in the browser, and
// POST /api/user validates the same fields again with UserUpdateSchema, so messages cannot drift.
// zod/mini (the same rules as full zod, tree-shakable), so no page loads full zod in the browser.

export const MESSAGES = {
	required: FIELD_REQUIRED,
	invalidUrl: INVALID_URL,
	invalidPhone: 'Please enter a valid phone number.',
	chooseFromList: 'Please choose from the list.',
	duplicate: 'Please choose each option only once.',
	top_issues: 'Please choose up to 3 top specialties.',
	issues: 'Please choose up to 15 other specialties.',
	approaches: 'Please choose up to 15 approaches.',
	licensed_states: 'Please choose up to 10 states.',
	gender: 'Please choose one gender, or two if one of them is Transgender.',
	ethnicity: 'Please choose up to 3 ethnicities.',
	sexuality: 'Please choose up to 2, or 3 if one of them is LGBTQ+.',
	straight: 'Straight / Heterosexual cannot be combined with other choices.',
	faith: 'Please choose up to 2 faiths.',
	language: 'Please choose up to 4 languages.',
	wholeNumber: 'Please enter a whole number of dollars.',
	costOrder: 'The maximum cost must be at least the minimum cost.',
	checklistName: 'Please add your first and last name first.',
	nothingToSave: 'Nothing to save.',
	saveFailed: 'Saving failed. Please check your connection and try again.',
} as const

/** Text limits (docs/product.md#validation); a summary of 5000 characters keeps a profile readable. */
export const TEXT_LIMITS = {
	first_name: 50,
	last_name: 50,
	headline: 50,
	phone: 25,
	license: 70,
	link: 500,
	summary: 5000,
	addressOne: 70,
	addressTwo: 70,
	city: 50,
	zip: 10,
} as const

export const SELECTION_LIMITS = {
	top_issues: 3,
	issues: 15,
	approaches: 15,
	licensed_states: 10,
	ethnicity: 3,
	faith: 2,
	language: 4,
} as const

/** Costs are at most 4 digits (docs/product.md#validation). */
const COST_MAX_DIGITS = 4

const TRANSGENDER = 'Transgender'
export const LGBTQ = 'LGBTQ+'
export const STRAIGHT = 'Straight / Heterosexual'

function text(max: number, options: { required?: boolean } = {}) {
	const base = z
		.string({ error: MESSAGES.required })
		.check(z.trim(), z.maxLength(max, { error: (issue) => tooLong(String(issue.input ?? '').length, max) }))
	return options.required ? base.check(z.minLength(1, MESSAGES.required)) : base
}

/** A website: http(s) only; a bare domain ("example.com") is fine, it is shown with https://. */
function isValidWebsite(link: string): boolean {
	const url = websiteUrl(link)
	if (!url || /\s/.test(link.trim())) return false
	return /^[^.]+(\.[^.]+)*\.[a-z]{2,}$/i.test(url.hostname) || url.hostname === 'localhost'
}

/** Digits with the usual separators, 7 to 15 digits, an optional extension ("x12", "ext. 12"). */
function isValidPhone(phone: string): boolean {
	const match = phone.trim().match(/^(\+?[\d\s().-]+?)(?:\s*(?:ext\.?|x)\s*(\d{1,6}))?$/i)
	if (!match) return false
	const digits = match[1].replace(/\D/g, '').length
	return digits >= 7 && digits <= 15
}

function uniqueList<T extends z.core.SomeType>(item: T, max: number, tooMany: string) {
	return z.array(item, { error: MESSAGES.chooseFromList }).check(
		z.maxLength(max, tooMany),
		z.refine((list) => new Set(list).size === list.length, MESSAGES.duplicate),
	)
}

function tagIdIn(category: 'Specialties' | 'Approaches') {
	const ids = new Set(activeTags(category).map((t) => t.id))
	return z.number({ error: MESSAGES.chooseFromList }).check(
		z.int(),
		z.refine((id) => ids.has(id), MESSAGES.chooseFromList),
	)
}

function valueIn(options: ReadonlyArray<{ value: string }>) {
	return z.enum(options.map((o) => o.value) as [string, ...string[]], { error: MESSAGES.chooseFromList })
}

const PAYMENT_FIXED = new Set([OUT_OF_POCKET.value, SLIDING_SCALE.value])
const paymentValue = z
	.string({ error: MESSAGES.chooseFromList })
	.check(z.refine((v) => PAYMENT_FIXED.has(v) || findInsurer(v) !== undefined, MESSAGES.chooseFromList))

const cost = z
	.number({
		error: (issue) =>
			issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.wholeNumber,
	})
	.check(
		z.int(MESSAGES.wholeNumber),
		z.gte(0, MESSAGES.wholeNumber),
		z.lte(10 ** COST_MAX_DIGITS - 1, {
			error: (issue) => tooLong(String(Math.trunc(Number(issue.input))).length, COST_MAX_DIGITS),
		}),
	)

const stateCode = z.enum(STATE_CODES, { error: MESSAGES.chooseFromList })

/** Every editable field, by its API name, with its rule. */
const FIELDS = {
	first_name: text(TEXT_LIMITS.first_name, { required: true }),
	last_name: text(TEXT_LIMITS.last_name, { required: true }),
	headline: text(TEXT_LIMITS.headline, { required: true }),
	phone: text(TEXT_LIMITS.phone).check(z.refine((v) => v === '' || isValidPhone(v), MESSAGES.invalidPhone)),
	license: text(TEXT_LIMITS.license),
	link: text(TEXT_LIMITS.link).check(z.refine((v) => v === '' || isValidWebsite(v), MESSAGES.invalidUrl)),
	availability: z.enum(AVAILABILITY, { error: MESSAGES.chooseFromList }),
	summary: text(TEXT_LIMITS.summary),
	top_issues: uniqueList(tagIdIn('Specialties'), SELECTION_LIMITS.top_issues, MESSAGES.top_issues),
	// All specialties, top ones included (search matches on these); the rules count the others.
	issues: uniqueList(
		tagIdIn('Specialties'),
		SELECTION_LIMITS.top_issues + SELECTION_LIMITS.issues,
		MESSAGES.issues,
	),
	approaches: uniqueList(tagIdIn('Approaches'), SELECTION_LIMITS.approaches, MESSAGES.approaches),
	min_cost: cost,
	max_cost: cost,
	payments: uniqueList(paymentValue, 100, MESSAGES.chooseFromList),
	gender: uniqueList(valueIn(GENDER_OPTIONS), 2, MESSAGES.gender),
	ethnicity: uniqueList(valueIn(ETHNICITY_OPTIONS), SELECTION_LIMITS.ethnicity, MESSAGES.ethnicity),
	sexuality: uniqueList(valueIn(SEXUALITY_OPTIONS), 3, MESSAGES.sexuality),
	faith: uniqueList(valueIn(FAITH_OPTIONS), SELECTION_LIMITS.faith, MESSAGES.faith),
	language: uniqueList(valueIn(LANGUAGE_OPTIONS), SELECTION_LIMITS.language, MESSAGES.language),
	focuses_age: uniqueList(valueIn(AGE_GROUP_OPTIONS), AGE_GROUP_OPTIONS.length, MESSAGES.chooseFromList),
	licensed_states: uniqueList(stateCode, SELECTION_LIMITS.licensed_states, MESSAGES.licensed_states).check(
		z.minLength(1, MESSAGES.required),
	),
	online_therapy: z.enum(ONLINE_THERAPY, { error: MESSAGES.chooseFromList }),
	wheelchair_accessible: z.boolean({ error: MESSAGES.chooseFromList }),
	evening_hours: z.boolean({ error: MESSAGES.chooseFromList }),
	weekend_hours: z.boolean({ error: MESSAGES.chooseFromList }),
	addressOne: text(TEXT_LIMITS.addressOne),
	addressTwo: text(TEXT_LIMITS.addressTwo),
	city: text(TEXT_LIMITS.city),
	zip: text(TEXT_LIMITS.zip),
	// Optional: '' or null means none.
	state: z.pipe(
		z.union([stateCode, z.literal(''), z.null()], { error: MESSAGES.chooseFromList }),
		z.transform((v: (typeof STATE_CODES)[number] | '' | null) => (v === '' ? null : v)),
	),
	// The licence check's claim (docs/product.md#licence-checks): app/features/licences/licence-fields.ts.
	npi: npiInput,
	licenses: licencesInput,
}

type RuleInput = {
	licenses?: { state: string }[]
	licensed_states?: string[]
	top_issues?: number[]
	issues?: number[]
	gender?: string[]
	sexuality?: string[]
	min_cost?: number
	max_cost?: number
}

/** Other specialties: those not among the top ones. */
export function otherIssues(issues: readonly number[], top_issues: readonly number[]): number[] {
	const top = new Set(top_issues)
	return issues.filter((id) => !top.has(id))
}

export function genderLimit(gender: readonly string[]): number {
	return gender.includes(TRANSGENDER) ? 2 : 1
}

export function sexualityLimit(sexuality: readonly string[]): number {
	return sexuality.includes(LGBTQ) ? 3 : 2
}

/** The rules that look at more than one value (docs/product.md#validation), for the modal schemas and the API schema alike. */
function crossFieldRules(value: RuleInput, ctx: z.core.$RefinementCtx<RuleInput>) {
	if (value.issues && value.top_issues) {
		if (otherIssues(value.issues, value.top_issues).length > SELECTION_LIMITS.issues)
			ctx.addIssue({ code: 'custom', path: ['issues'], message: MESSAGES.issues })
	}
	if (value.gender && value.gender.length > genderLimit(value.gender))
		ctx.addIssue({ code: 'custom', path: ['gender'], message: MESSAGES.gender })
	if (value.sexuality) {
		if (value.sexuality.includes(STRAIGHT) && value.sexuality.length > 1)
			ctx.addIssue({ code: 'custom', path: ['sexuality'], message: MESSAGES.straight })
		else if (value.sexuality.length > sexualityLimit(value.sexuality))
			ctx.addIssue({ code: 'custom', path: ['sexuality'], message: MESSAGES.sexuality })
	}
	if (value.min_cost !== undefined && value.max_cost !== undefined && value.max_cost < value.min_cost)
		ctx.addIssue({ code: 'custom', path: ['max_cost'], message: MESSAGES.costOrder })
	// Sent together; otherwise the save checks the licences against the stored states.
	if (value.licenses && value.licensed_states) {
		const message = licensedStatesMessage(value.licenses, value.licensed_states)
		if (message) ctx.addIssue({ code: 'custom', path: ['licenses'], message })
	}
}

// One schema per modal: exactly the fields that modal saves.

export const YourProfileSchema = z.object({
	first_name: FIELDS.first_name,
	last_name: FIELDS.last_name,
	headline: FIELDS.headline,
	phone: FIELDS.phone,
	license: FIELDS.license,
	link: FIELDS.link,
	availability: FIELDS.availability,
})

export const AboutSchema = z.object({ summary: FIELDS.summary })

export const SpecialtiesSchema = z
	.object({ top_issues: FIELDS.top_issues, issues: FIELDS.issues })
	.check(z.superRefine(crossFieldRules))

export const ApproachesSchema = z.object({ approaches: FIELDS.approaches })

export const CostsSchema = z
	.object({ min_cost: FIELDS.min_cost, max_cost: FIELDS.max_cost, payments: FIELDS.payments })
	.check(z.superRefine(crossFieldRules))

export const IdentitySchema = z
	.object({
		gender: FIELDS.gender,
		ethnicity: FIELDS.ethnicity,
		sexuality: FIELDS.sexuality,
		faith: FIELDS.faith,
		language: FIELDS.language,
		focuses_age: FIELDS.focuses_age,
	})
	.check(z.superRefine(crossFieldRules))

export const PracticeDetailsSchema = z.object({
	licensed_states: FIELDS.licensed_states,
	online_therapy: FIELDS.online_therapy,
	wheelchair_accessible: z.optional(FIELDS.wheelchair_accessible),
	evening_hours: z.optional(FIELDS.evening_hours),
	weekend_hours: z.optional(FIELDS.weekend_hours),
	addressOne: FIELDS.addressOne,
	addressTwo: FIELDS.addressTwo,
	city: FIELDS.city,
	state: FIELDS.state,
	zip: FIELDS.zip,
})

/** The Licence modal: the NPI and one licence per licensed state (checked against them by the modal and the save). */
export const LicenceSchema = z.object({ npi: FIELDS.npi, licenses: FIELDS.licenses })

/**
 * POST /api/user: any subset of the fields, or `id` with `onboarded` / `onboarded_letter`, or
 * `photo: true` after an upload. Unknown keys are refused so typos do not pass silently.
 */
export const USER_UPDATE_FIELDS = {
	...FIELDS,
	id: z.uuid({ error: 'id must be your provider id.' }),
	onboarded: z.boolean({ error: 'onboarded must be true or false.' }),
	onboarded_letter: z.boolean({ error: 'onboarded_letter must be true or false.' }),
	photo: z.literal(true, { error: 'photo must be true, after an upload.' }),
}

export const UserUpdateSchema = z
	.partial(z.strictObject(USER_UPDATE_FIELDS))
	.check(z.superRefine(crossFieldRules))

export type UserUpdateInput = z.infer<typeof UserUpdateSchema>

/** The POST /api/user body, or AppError('invalid') with one message per field (as the modals show them). */
export function parseUserUpdate(body: unknown): UserUpdateInput {
	const result = UserUpdateSchema.safeParse(body)
	if (result.success) return result.data
	const fields = zodFields(result.error)
	throw new AppError('invalid', firstFieldMessage(fields, 'Invalid request.'), { fields })
}
