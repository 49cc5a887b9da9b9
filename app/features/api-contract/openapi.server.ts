import { z } from 'zod'
import { createDocument } from 'zod-openapi'
import { accountPaths } from './openapi-auth-paths'
import { reportPaths } from './openapi-report-paths'
import { consultationPaths } from './openapi-consultation-paths'
import { withParamDescriptions } from './openapi-params'
import {
	cached,
	errors,
	example,
	json,
	noSession,
	optionalSession,
	PUBLIC_READ_NOTE,
	session,
} from './openapi-parts'
import { SESSION_COOKIE } from '~/auth/session.server'
import { ResponseListQuerySchema } from '~/features/answers/answers.schema'
import { AnswerChangeSchema, DeleteAnswerSchema } from '~/features/answers/answer-write.schema'
import { RecordingTargetQuerySchema } from '~/features/answers/recording-uploads.server'
import { QuestionDocSchema, QuestionListQuerySchema } from '~/features/answers/question-bank.server'
import { ResponseDocSchema } from '~/features/answers/response-doc'
import {
	ConfirmAvailabilityResultSchema,
	ConfirmAvailabilitySchema,
} from '~/features/availability/availability.schema'
import { ContactMessageSchema, PhoneClickSchema } from '~/features/contact/contact.schema'
import { StoredPhotoSchema, UploadTargetSchema } from '~/features/photos/photos.server'
import { UserUpdateBodySchema } from './user-update-request'
import { TagDocSchema, TagListQuerySchema } from '~/platform/reference/tag-doc'
import { ApiSearchParamsSchema } from '~/features/search/api-user-query'
import { OwnUserDocSchema, UserCardDocSchema, UserDocSchema } from './user-doc'
import { docsSchema, pageSchema } from '~/lib/api-schemas'
import { getEnv } from '~/env.server'

// The API contract, generated from the same zod schemas that validate the requests and shape the
// responses (docs/decisions/0007-api-contract.md). Served at /api/openapi.json and rendered for
// people at /developers.

const UserQuerySchema = ApiSearchParamsSchema.extend({
	id: z.uuid().optional().meta({ description: 'Look up one provider by id.' }),
	short_id: z.coerce.number().int().optional().meta({ description: 'Look up one provider by short id.' }),
})

/** One answer, as the write calls answer it. */
const ResponseResultSchema = docsSchema(ResponseDocSchema, 'ResponseResult')

const PhotoFormSchema = z.object({
	photo: z.string().meta({ format: 'binary', description: 'The image file.' }),
})
const LocalUploadFormSchema = z
	.object({ key: z.string(), file: z.string().meta({ format: 'binary' }) })
	.catchall(z.string())
	.meta({ description: 'Every field of the upload target, then the file.' })
const StoredRecordingSchema = z
	.object({ key: z.string() })
	.meta({ id: 'StoredRecording', description: 'A recording (or thumbnail) waiting for its commit.' })

/** `origin`: the site's PUBLIC_URL, so the examples can be pasted as they are. */
function buildDocument(origin: string) {
	return createDocument({
		openapi: '3.1.0',
		info: {
			title: 'Openroom API',
			version: '1.0.0',
			// The project's licence (LICENSE at the repository's root).
			license: { name: 'MIT', identifier: 'MIT' },
			description:
				'The directory\'s JSON API: the same calls its own pages make. Field names are the product\'s entity names (snake_case). Every failure answers `{ "error": { "code", "message", "fields"? } }`. State-changing calls are same-origin only and use the session cookie set by /auth/login.',
		},
		servers: [{ url: '/' }],
		tags: [
			{ name: 'Directory', description: 'Public reads: providers, answers, tags.' },
			{ name: 'Profile', description: "The logged-in provider's own profile and photo." },
			{ name: 'Contact', description: 'Messages and phone clicks to a provider.' },
			{ name: 'Reports', description: 'Reports about a profile, for the people who run the directory.' },
			{ name: 'Accounts', description: 'Login, registration, e-mail verification, password reset.' },
		],
		components: {
			securitySchemes: {
				session: {
					type: 'apiKey',
					in: 'cookie',
					name: SESSION_COOKIE,
					description: 'Set by POST /auth/login or /auth/register (httpOnly, SameSite=Lax).',
				},
			},
		},
		paths: {
			'/api/user': {
				get: {
					operationId: 'searchProviders',
					summary: 'Search providers, or look one up by id or short_id',
					description: `With \`id\` or \`short_id\`: that provider (\`{ docs: [User] }\`; the owner gets their \`OwnUser\` doc). Otherwise a page of live providers matching the filters, in rank order. ${PUBLIC_READ_NOTE}`,
					tags: ['Directory'],
					security: optionalSession,
					requestParams: { query: UserQuerySchema },
					responses: {
						...cached(
							z.union([
								docsSchema(z.union([OwnUserDocSchema, UserDocSchema]), 'UserLookup'),
								pageSchema(UserCardDocSchema, 'UserPage'),
							]),
							'One provider, or a page of search results.',
						),
						...errors(400, 404, 429),
					},
					...example(`curl '${origin}/api/user?state=CA&issues=106&pageSize=10'`),
				},
				post: {
					operationId: 'saveOwnProfile',
					summary: 'Save your own profile',
					description:
						'Any subset of the editable fields; `{ id, onboarded: true }` after the checklist; `{ photo: true }` after an upload; or a doc read from GET /api/user?id=… sent back with changes (only what changed is saved).',
					tags: ['Profile'],
					security: session,
					requestBody: { required: true, content: { 'application/json': { schema: UserUpdateBodySchema } } },
					responses: {
						'200': json(docsSchema(OwnUserDocSchema, 'OwnUserResult'), 'Saved: your doc as it is now.'),
						...errors(400, 401, 403, 404, 413, 415, 429),
					},
					...example(
						`curl -X POST '${origin}/api/user' -H 'Origin: ${origin}' -H 'Content-Type: application/json' \\\n  -b '${SESSION_COOKIE}=…' -d '{"headline":"Licensed Clinical Social Worker"}'`,
					),
				},
			},
			'/api/confirm_availability': {
				post: {
					operationId: 'confirmAvailability',
					summary: 'Confirm your availability is still accurate',
					description:
						"The profile's 'Still accurate' button: records that your availability (unchanged) was confirmed now. Saving `availability` through POST /api/user confirms it too. Unconfirmed for over 60 days a profile ranks after the confirmed ones of its class; over 180 days, Accepting New Clients is shown to visitors as 'Availability unknown'.",
					tags: ['Profile'],
					security: session,
					requestBody: {
						required: true,
						content: { 'application/json': { schema: ConfirmAvailabilitySchema } },
					},
					responses: {
						'200': json(ConfirmAvailabilityResultSchema, 'Confirmed: the new date.'),
						...errors(400, 401, 403, 404, 413, 415, 429),
					},
					...example(
						`curl -X POST '${origin}/api/confirm_availability' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -b cookies.txt -d '{}'`,
					),
				},
			},
			'/api/tag': {
				get: {
					operationId: 'listTags',
					summary: 'List tags (specialties, approaches, types)',
					description: PUBLIC_READ_NOTE,
					tags: ['Directory'],
					security: noSession,
					requestParams: { query: TagListQuerySchema },
					responses: {
						...cached(docsSchema(TagDocSchema, 'TagList'), 'The active tags, by category and position.'),
						...errors(400, 429),
					},
					...example(`curl '${origin}/api/tag?category=Specialties'`),
				},
			},
			'/api/response': {
				get: {
					operationId: 'listAnswers',
					summary: "List a provider's answers",
					description: `Visitors ask for \`is_complete=true&is_deleted=false\` and get the public answers in profile order; the author may leave out \`is_complete\` to list unfinished ones too, newest first. ${PUBLIC_READ_NOTE}`,
					tags: ['Directory'],
					security: optionalSession,
					requestParams: { query: ResponseListQuerySchema },
					responses: {
						...cached(pageSchema(ResponseDocSchema, 'ResponsePage'), 'A page of answers.'),
						...errors(400, 403, 404, 429),
					},
					...example(
						`curl '${origin}/api/response?author_id=…&is_complete=true&is_deleted=false&pageSize=20'`,
					),
				},
				post: {
					operationId: 'saveAnswer',
					summary: 'Write your answer',
					description:
						"`{ question_id }` starts a draft (or returns your answer to that question); `{ id, type }` picks text, audio or video; `{ id, text }` saves a written answer (non-empty, under 7000 characters); `{ id, transcript_full }` saves a recording's transcript; `{ id, video_url: true }` or `{ id, audio_url: true, audio_timeline? }` makes the recording uploaded through GET /uploads/response the answer, after reading the file: WebM or MP4 with the right tracks (415 otherwise), readable and no longer than 3 minutes (video) or 5 minutes (audio) (400 otherwise). An answer is public once it has its content. Text and transcripts are checked by the keyword moderation.",
					tags: ['Profile'],
					security: session,
					requestBody: { required: true, content: { 'application/json': { schema: AnswerChangeSchema } } },
					responses: {
						'200': json(ResponseResultSchema, 'The answer as it is now.'),
						...errors(400, 401, 403, 404, 413, 415, 429),
					},
					...example(
						`curl -X POST '${origin}/api/response' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -b cookies.txt -d '{"question_id":1}'`,
					),
				},
				delete: {
					operationId: 'deleteAnswer',
					summary: 'Delete your answer',
					description: 'It disappears from the profile, the question pages and search at once.',
					tags: ['Profile'],
					security: session,
					requestBody: { required: true, content: { 'application/json': { schema: DeleteAnswerSchema } } },
					responses: {
						'200': json(ResponseResultSchema, 'Deleted (`is_deleted` is true).'),
						...errors(400, 401, 403, 404, 413, 415, 429),
					},
					...example(
						`curl -X DELETE '${origin}/api/response' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -b cookies.txt -d '{"id":"…"}'`,
					),
				},
			},
			'/api/question': {
				get: {
					operationId: 'listQuestions',
					summary: 'List the questions providers answer',
					description: `The question bank in picker order, by tab and words; with \`user_id\`, each question carries that provider's answer id (their drafts only when they ask themselves). ${PUBLIC_READ_NOTE}`,
					tags: ['Directory'],
					security: optionalSession,
					requestParams: { query: QuestionListQuerySchema },
					responses: {
						...cached(pageSchema(QuestionDocSchema, 'QuestionPage'), 'A page of questions.'),
						...errors(400, 429),
					},
					...example(`curl '${origin}/api/question?tag=specialties&search=anxiety&pageSize=20&page=1'`),
				},
			},
			'/api/contact': {
				post: {
					operationId: 'contactProvider',
					summary: 'E-mail a provider, or count a click on their phone number',
					description:
						"A message is stored and e-mailed to the provider (Reply-To: the visitor). `{ recipient_user, is_phone: true }` alone counts a phone click. Providers Not Accepting New Clients cannot be contacted (403). `?locale=es` answers the validation messages in Spanish (the Spanish pages' contact form). An optional `search` is the listing address the visitor searched from (`/therapists/california?insurance=blue-shield-of-california&near=90026&miles=10`): the message keeps its state, ZIP and miles, tags, format, access needs, payment and language (values only, deleted with the message) for the follow-up's suggestions; anything else in it is ignored.",
					tags: ['Contact'],
					security: optionalSession,
					requestBody: {
						required: true,
						content: { 'application/json': { schema: z.union([ContactMessageSchema, PhoneClickSchema]) } },
					},
					responses: {
						'200': json(
							docsSchema(z.object({ id: z.uuid() }), 'PhoneClickResult'),
							'Phone click counted (none for the owner).',
						),
						'201': json(
							docsSchema(z.object({ id: z.uuid() }), 'ContactResult'),
							'Message stored; the e-mail leaves through the outbox.',
						),
						...errors(400, 403, 404, 413, 415, 429),
					},
					...example(
						`curl -X POST '${origin}/api/contact' -H 'Origin: ${origin}' -H 'Content-Type: application/json' \\\n  -d '{"name":"Sam","private_message":"Do you have evening slots?","author_email":"sam@example.com","recipient_user":"…"}'`,
					),
				},
			},
			'/api/openapi.json': {
				get: {
					operationId: 'getOpenApiDocument',
					summary: 'This document',
					description: PUBLIC_READ_NOTE,
					tags: ['Directory'],
					security: noSession,
					responses: { '200': { description: 'The OpenAPI 3.1 document.' }, ...errors(429) },
				},
			},
			...reportPaths(origin),
			...consultationPaths(origin),
			...accountPaths(origin),
			'/uploads/user': {
				get: {
					operationId: 'getPhotoUploadTargets',
					summary: 'Get signed targets for one photo upload',
					description:
						'Step 1 of the upload helper: post each target\'s `fields` and then the file as multipart/form-data to its `url`, then save `{ "photo": true }` with POST /api/user.',
					tags: ['Profile'],
					security: session,
					responses: {
						'200': json(z.array(UploadTargetSchema), 'Short-lived targets.'),
						...errors(401, 429),
					},
					...example(`curl '${origin}/uploads/user' -b cookies.txt`),
				},
				post: {
					operationId: 'uploadPhoto',
					summary: 'Upload a photo directly',
					description: 'PNG, JPEG or WebP under 30 MB; stored as WebP renditions with EXIF removed.',
					tags: ['Profile'],
					security: session,
					requestBody: { required: true, content: { 'multipart/form-data': { schema: PhotoFormSchema } } },
					responses: {
						'201': json(StoredPhotoSchema, 'Stored; save `{ "photo": true }` to make it your photo.'),
						...errors(400, 401, 403, 413, 415, 429),
					},
					...example(
						`curl -X POST '${origin}/uploads/user' -H 'Origin: ${origin}' -b cookies.txt -F photo=@me.jpg`,
					),
				},
			},
			'/uploads/response': {
				get: {
					operationId: 'getRecordingUploadTargets',
					summary: 'Get signed targets for a recorded answer',
					description:
						"Step 1 of the upload helper for an answer whose type is already `video` or `audio`: a `recording` target (video: WebM or MP4 up to 150 MB; audio: up to 30 MB) and, for a video, a `thumbnail` target (an image up to 5 MB). Post each target's `fields` and then the file (field `file`, last) as multipart/form-data to its `url`, then save `{ id, video_url: true }` or `{ id, audio_url: true, audio_timeline }` with POST /api/response.",
					tags: ['Profile'],
					security: session,
					requestParams: { query: RecordingTargetQuerySchema },
					responses: {
						'200': json(z.array(UploadTargetSchema), 'Short-lived targets, each with its `purpose`.'),
						...errors(400, 401, 403, 404, 429),
					},
					...example(`curl '${origin}/uploads/response?id=…&type=video' -b cookies.txt`),
				},
			},
			'/uploads/local': {
				post: {
					operationId: 'uploadToLocalStore',
					summary: 'The local stand-in for a storage bucket (presigned POST target)',
					description:
						"Where GET /uploads/user and GET /uploads/response point when media are kept on the server's disk. The file is streamed to disk and refused with 413 as soon as it passes its target's limit.",
					tags: ['Profile'],
					security: session,
					requestBody: {
						required: true,
						content: { 'multipart/form-data': { schema: LocalUploadFormSchema } },
					},
					responses: {
						'201': json(
							z.union([StoredPhotoSchema, StoredRecordingSchema]),
							'Stored: a processed photo, or a recording waiting for its commit.',
						),
						'204': { description: 'Stored (when the policy asked for 204).' },
						...errors(400, 401, 403, 413, 415, 429),
					},
				},
			},
		},
	})
}

let document: ReturnType<typeof buildDocument> | undefined

/** The OpenAPI 3.1 document, built once per process. */
export function getOpenApiDocument() {
	document ??= withParamDescriptions(buildDocument(getEnv().PUBLIC_URL))
	return document
}
