import { z } from 'zod'
import type { OwnUserDoc } from './user-doc'
import { AppError } from '~/lib/errors'
import { z as zm } from '~/lib/zod-mini'
import { ConsultationSettingsSchema } from '~/features/consultations/consultations.schema'
import {
	parseUserUpdate,
	USER_UPDATE_FIELDS,
	type UserUpdateInput,
} from '~/features/profile-editing/profile.schema'

// POST /api/user takes partial saves ({ headline }) and also a whole doc read from
// GET /api/user and sent back with a change: what the server derives is ignored, and only the
// fields that changed are validated and saved (older profiles may predate today's rules).

/** Derived by the server: ignored in a doc sent back, whatever their value (alone, unknown fields). */
const DERIVED = [
	'teletherapy',
	'response_ids',
	'availability_confirmed_at',
	'email_verified',
	'is_live',
	'flagged',
	'flagged_keyword',
	'missing',
	'license_check',
] as const

/** Readable but changed elsewhere: accepted when unchanged, refused with a pointer otherwise. */
const CHANGED_ELSEWHERE = {
	short_id: 'short_id is assigned by the directory and cannot change.',
	url_tag: 'url_tag follows first_name and last_name; change those instead.',
	email: 'Change your e-mail with POST /auth/request_update.',
} as const

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The request body as documented: the editable fields, plus a read doc's other fields. */
export const UserUpdateBodySchema = z
	.object({
		...USER_UPDATE_FIELDS,
		photo: z.union([z.literal(true), z.string(), z.null()]).meta({
			description: "true after an upload makes the newest upload the photo; the doc's own URL is ignored.",
		}),
		consultation: ConsultationSettingsSchema.check(
			zm.meta({
				description:
					"Your free consultation calls: `windows` are wall-clock times ('HH:MM') in `time_zone` (IANA); `video_link` null with `by: 'video'` means you send a link yourself; `notice_hours` defaults to 24, `horizon_days` to 21; `per_day` null is no limit; `days_off` are dates (YYYY-MM-DD).",
			}),
		),
		short_id: z.int().meta({ description: 'Read-only: accepted when unchanged.' }),
		url_tag: z.string().meta({ description: 'Read-only: accepted when unchanged.' }),
		email: z.string().meta({ description: 'Read-only here: accepted when unchanged.' }),
		...Object.fromEntries(DERIVED.map((key) => [key, z.unknown().meta({ description: 'Ignored.' })])),
	})
	.partial()
	.meta({
		id: 'UserUpdate',
		description:
			'Any subset of the editable fields; or a doc read from GET /api/user with changes. Only what changed is saved.',
	})

/** Whether the body needs the owner's current doc to be read: a doc sent back, or its read-only fields. */
function needsCurrent(input: Record<string, unknown>): boolean {
	return (
		Object.keys(CHANGED_ELSEWHERE).some((key) => key in input) || ('photo' in input && input.photo !== true)
	)
}

/**
 * Validates a POST /api/user body against the owner's current doc, loaded only when the body needs
 * it (a modal's partial save does not). A doc sent back (it carries short_id) saves only the fields
 * that differ from the stored ones; null when none does. Throws AppError('invalid').
 */
export async function parseUserUpdateRequest(
	body: unknown,
	loadCurrent: () => Promise<OwnUserDoc>,
): Promise<UserUpdateInput | null> {
	if (typeof body !== 'object' || body === null || Array.isArray(body))
		throw new AppError('invalid', 'The request body must be a JSON object.')
	const input: Record<string, unknown> = { ...body }
	if (!needsCurrent(input)) return parseUserUpdate(input)
	const current = await loadCurrent()
	const isReadDoc = 'short_id' in input
	// Derived fields are ignored in a doc sent back; alone they are unknown fields (400).
	if (isReadDoc) for (const key of DERIVED) delete input[key]
	for (const [key, message] of Object.entries(CHANGED_ELSEWHERE)) {
		if (!(key in input)) continue
		if (!same(input[key], current[key as keyof OwnUserDoc]))
			throw new AppError('invalid', message, { fields: { [key]: message } })
		delete input[key]
	}
	if ('photo' in input && input.photo !== true && same(input.photo, current.photo)) delete input.photo
	if (isReadDoc) {
		for (const key of Object.keys(input)) {
			if (key in current && same(input[key], current[key as keyof OwnUserDoc])) delete input[key]
		}
		if (Object.keys(input).length === 0) return null
	}
	return parseUserUpdate(input)
}
