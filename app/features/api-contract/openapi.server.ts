import { z } from 'zod'
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from 'zod-openapi'
import { SESSION_COOKIE } from '~/auth/session.server'
import {
	AccountDocSchema,
	LoginInputSchema,
	RegisterInputSchema,
	RequestResetInputSchema,
	RequestUpdateInputSchema,
	RequestVerifyInputSchema,
	ResetPasswordInputSchema,
	UpdateEmailInputSchema,
	VerifyEmailInputSchema,
} from '~/features/accounts/accounts.schema'
import { ResponseListQuerySchema } from '~/features/answers/answers.schema'
import { AnswerChangeSchema, DeleteAnswerSchema } from '~/features/answers/answer-write.schema'
import { QuestionDocSchema, QuestionListQuerySchema } from '~/features/answers/question-bank.server'
import { ResponseDocSchema } from '~/features/answers/response-doc'
import { ContactMessageSchema, PhoneClickSchema } from '~/features/contact/contact.schema'
import { StoredPhotoSchema, UploadTargetSchema } from '~/features/media/photos.server'
import { UserUpdateBodySchema } from '~/features/profile-editing/user-update-request'
import { TagDocSchema, TagListQuerySchema } from '~/features/reference/tag-doc'
import { ApiSearchParamsSchema } from '~/features/search/search-query'
import { OwnUserDocSchema, UserCardDocSchema, UserDocSchema } from '~/features/therapists/user-doc'
import { ApiErrorSchema, docsSchema, OkSchema, pageSchema } from '~/lib/api-schemas'
import { PUBLIC_READ_LIMIT, PUBLIC_READ_MAX_AGE } from '~/lib/public-read.server'

// The API contract, generated from the same zod schemas that validate the requests and shape the
// responses (docs/decisions/0007-api-contract.md). Served at /api/openapi.json and rendered for
// people at /developers.

const ERROR_MEANING: Record<number, string> = {
	400: 'The request is not valid; `fields` names each field at fault.',
	401: 'Log in first (the session cookie is missing or expired).',
	403: 'Not allowed: not yours, not accepting contact, or a cross-site request.',
	404: 'No such provider, answer or endpoint.',
	409: 'Conflicts with the current state.',
	413: 'The body is too large (1 MB for JSON, 30 MB for a photo).',
	415: 'The body is not of the expected type (JSON, or multipart/form-data for uploads).',
	429: 'Too many requests: wait for `Retry-After` seconds.',
}

function errors(...statuses: number[]): ZodOpenApiResponsesObject {
	const out: ZodOpenApiResponsesObject = {}
	for (const status of statuses) {
		out[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
			description: ERROR_MEANING[status],
			...(status === 429 ? { headers: { 'Retry-After': { schema: { type: 'integer' } } } } : {}),
			content: { 'application/json': { schema: ApiErrorSchema } },
		}
	}
	return out
}

const json = <T extends z.ZodType>(schema: T, description: string) => ({
	description,
	content: { 'application/json': { schema } },
})

const PUBLIC_READ_NOTE = `Public: any origin may read it without credentials (\`Access-Control-Allow-Origin: *\`). Answers carry \`Cache-Control: public, max-age=${PUBLIC_READ_MAX_AGE}\` and an \`ETag\`; send it back in \`If-None-Match\` to get 304. Rate limit per client address: bursts of ${PUBLIC_READ_LIMIT.burst}, refilled at ${PUBLIC_READ_LIMIT.perSecond} per second.`

const cached = (schema: z.ZodType, description: string) => ({
	'200': {
		...json(schema, description),
		headers: { ETag: { schema: { type: 'string' as const } } },
	},
	'304': { description: 'Not modified since the ETag sent in If-None-Match.' },
})

const session: Array<Record<string, string[]>> = [{ session: [] }]
const optionalSession: Array<Record<string, string[]>> = [{}, { session: [] }]

const example = (source: string) => ({ 'x-codeSamples': [{ lang: 'shell', source }] })

const okPost = (
	summary: string,
	body: z.ZodType,
	curl: string,
	extra: Partial<ZodOpenApiOperationObject> = {},
): ZodOpenApiOperationObject => ({
	summary,
	tags: ['Accounts'],
	requestBody: { required: true, content: { 'application/json': { schema: body } } },
	responses: { '200': json(OkSchema, 'Done.'), ...errors(400, 403, 413, 415, 429) },
	...example(curl),
	...extra,
})

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

const ORIGIN = 'https://openroom.example'

function buildDocument() {
	return createDocument({
		openapi: '3.1.0',
		info: {
			title: 'Openroom API',
			version: '1.0.0',
			description:
				'The directory\'s JSON API: the same calls its own pages make. Field names are the product\'s entity names (snake_case). Every failure answers `{ "error": { "code", "message", "fields"? } }`. State-changing calls are same-origin only and use the session cookie set by /auth/login.',
		},
		servers: [{ url: '/' }],
		tags: [
			{ name: 'Directory', description: 'Public reads: providers, answers, tags.' },
			{ name: 'Profile', description: "The logged-in provider's own profile and photo." },
			{ name: 'Contact', description: 'Messages and phone clicks to a provider.' },
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
					...example(`curl '${ORIGIN}/api/user?state=CA&issues=1002&pageSize=10'`),
				},
				post: {
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
						`curl -X POST '${ORIGIN}/api/user' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' \\\n  -b '${SESSION_COOKIE}=…' -d '{"headline":"Licensed Clinical Social Worker"}'`,
					),
				},
			},
			'/api/tag': {
				get: {
					summary: 'List tags (specialties, approaches, types)',
					description: PUBLIC_READ_NOTE,
					tags: ['Directory'],
					requestParams: { query: TagListQuerySchema },
					responses: {
						...cached(docsSchema(TagDocSchema, 'TagList'), 'The active tags, by category and position.'),
						...errors(400, 429),
					},
					...example(`curl '${ORIGIN}/api/tag?category=Specialties'`),
				},
			},
			'/api/response': {
				get: {
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
						`curl '${ORIGIN}/api/response?author_id=…&is_complete=true&is_deleted=false&pageSize=20'`,
					),
				},
				post: {
					summary: 'Write your answer',
					description:
						"`{ question_id }` starts a draft (or returns your answer to that question); `{ id, type }` picks text, audio or video; `{ id, text }` saves a written answer (non-empty, under 7000 characters); `{ id, transcript_full }` saves a recording's transcript. An answer is public once it has its content. Text and transcripts are checked by the keyword moderation.",
					tags: ['Profile'],
					security: session,
					requestBody: { required: true, content: { 'application/json': { schema: AnswerChangeSchema } } },
					responses: {
						'200': json(ResponseResultSchema, 'The answer as it is now.'),
						...errors(400, 401, 403, 404, 413, 415, 429),
					},
					...example(
						`curl -X POST '${ORIGIN}/api/response' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -b cookies.txt -d '{"question_id":1}'`,
					),
				},
				delete: {
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
						`curl -X DELETE '${ORIGIN}/api/response' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -b cookies.txt -d '{"id":"…"}'`,
					),
				},
			},
			'/api/question': {
				get: {
					summary: 'List the questions providers answer',
					description: `The question bank in picker order, by tab and words; with \`user_id\`, each question carries that provider's answer id (their drafts only when they ask themselves). ${PUBLIC_READ_NOTE}`,
					tags: ['Directory'],
					security: optionalSession,
					requestParams: { query: QuestionListQuerySchema },
					responses: {
						...cached(pageSchema(QuestionDocSchema, 'QuestionPage'), 'A page of questions.'),
						...errors(400, 429),
					},
					...example(`curl '${ORIGIN}/api/question?tag=specialties&search=anxiety&pageSize=20&page=1'`),
				},
			},
			'/api/contact': {
				post: {
					summary: 'E-mail a provider, or count a click on their phone number',
					description:
						'A message is stored and e-mailed to the provider (Reply-To: the visitor). `{ recipient_user, is_phone: true }` alone counts a phone click. Providers Not Accepting New Clients cannot be contacted (403).',
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
						`curl -X POST '${ORIGIN}/api/contact' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' \\\n  -d '{"name":"Sam","private_message":"Do you have evening slots?","author_email":"sam@example.com","recipient_user":"…"}'`,
					),
				},
			},
			'/api/openapi.json': {
				get: {
					summary: 'This document',
					description: PUBLIC_READ_NOTE,
					tags: ['Directory'],
					responses: { '200': { description: 'The OpenAPI 3.1 document.' }, ...errors(429) },
				},
			},
			'/auth/login': {
				post: okPost(
					'Log in',
					LoginInputSchema,
					`curl -X POST '${ORIGIN}/auth/login' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -c cookies.txt \\\n  -d '{"username":"you@example.com","password":"…","not_robot":true}'`,
					{
						description: 'Sets the session cookie. A wrong e-mail or password answers 401.',
						responses: {
							'200': {
								...json(AccountDocSchema, 'Logged in.'),
								headers: { 'Set-Cookie': { schema: { type: 'string' } } },
							},
							...errors(400, 401, 403, 413, 415, 429),
						},
					},
				),
			},
			'/auth/register': {
				post: okPost(
					'Create a provider account',
					RegisterInputSchema,
					`curl -X POST '${ORIGIN}/auth/register' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' \\\n  -d '{"email":"you@example.com","password":"…","not_robot":true}'`,
					{
						description: 'Sets the session cookie and e-mails a verification link.',
						responses: {
							'200': {
								...json(AccountDocSchema, 'Registered and logged in.'),
								headers: { 'Set-Cookie': { schema: { type: 'string' } } },
							},
							...errors(400, 403, 413, 415, 429),
						},
					},
				),
			},
			'/auth/logout': {
				post: okPost(
					'Log out',
					z.object({}),
					`curl -X POST '${ORIGIN}/auth/logout' -H 'Origin: ${ORIGIN}' -b cookies.txt`,
					{
						security: optionalSession,
						requestBody: { content: { 'application/json': { schema: z.object({}) } } },
						responses: {
							'200': json(OkSchema, 'Logged out; the cookie is cleared.'),
							'302': { description: 'A form post without JavaScript is sent to /.' },
							...errors(403, 413),
						},
					},
				),
			},
			'/auth/request_reset': {
				post: okPost(
					'E-mail a password reset link',
					RequestResetInputSchema,
					`curl -X POST '${ORIGIN}/auth/request_reset' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -d '{"email":"you@example.com","not_robot":true}'`,
					{
						description: 'Always answers the same, whether or not the address has an account.',
					},
				),
			},
			'/auth/reset_password': {
				post: okPost(
					'Set a new password from a reset link',
					ResetPasswordInputSchema,
					`curl -X POST '${ORIGIN}/auth/reset_password' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -d '{"user_id":"…","token":"…","password":"…","not_robot":true}'`,
					{
						description: 'Ends every session of the account.',
					},
				),
			},
			'/auth/request_verify': {
				post: okPost(
					'E-mail a verification link',
					RequestVerifyInputSchema,
					`curl -X POST '${ORIGIN}/auth/request_verify' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -d '{"email":"you@example.com","not_robot":true}'`,
				),
			},
			'/auth/verify_email': {
				post: okPost(
					'Verify an e-mail address from its link',
					VerifyEmailInputSchema,
					`curl -X POST '${ORIGIN}/auth/verify_email' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -d '{"user_id":"…","token":"…"}'`,
				),
			},
			'/auth/request_update': {
				post: okPost(
					'Start changing your e-mail address',
					RequestUpdateInputSchema,
					`curl -X POST '${ORIGIN}/auth/request_update' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -b cookies.txt -d '{"email":"new@example.com","password":"…","not_robot":true}'`,
					{
						description: 'E-mails a link to the new address; the change happens when it is followed.',
						security: session,
						responses: { '200': json(OkSchema, 'Link sent.'), ...errors(400, 401, 403, 413, 415, 429) },
					},
				),
			},
			'/auth/update_email': {
				post: okPost(
					'Confirm an e-mail change from its link',
					UpdateEmailInputSchema,
					`curl -X POST '${ORIGIN}/auth/update_email' -H 'Origin: ${ORIGIN}' -H 'Content-Type: application/json' -d '{"user_id":"…","token":"…"}'`,
				),
			},
			'/uploads/user': {
				get: {
					summary: 'Get signed targets for one photo upload',
					description:
						'Step 1 of the upload helper: post each target\'s `fields` and then the file as multipart/form-data to its `url`, then save `{ "photo": true }` with POST /api/user.',
					tags: ['Profile'],
					security: session,
					responses: {
						'200': json(z.array(UploadTargetSchema), 'Short-lived targets.'),
						...errors(401, 429),
					},
					...example(`curl '${ORIGIN}/uploads/user' -b cookies.txt`),
				},
				post: {
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
						`curl -X POST '${ORIGIN}/uploads/user' -H 'Origin: ${ORIGIN}' -b cookies.txt -F photo=@me.jpg`,
					),
				},
			},
			'/uploads/local': {
				post: {
					summary: 'The local stand-in for a storage bucket (presigned POST target)',
					description: "Where GET /uploads/user points when photos are kept on the server's disk.",
					tags: ['Profile'],
					security: session,
					requestBody: {
						required: true,
						content: { 'multipart/form-data': { schema: LocalUploadFormSchema } },
					},
					responses: {
						'201': json(StoredPhotoSchema, 'Stored.'),
						'204': { description: 'Stored (when the policy asked for 204).' },
						...errors(400, 401, 403, 413, 415, 429),
					},
				},
			},
		},
	})
}

/** Query parameters explained for people (their rules come from the schemas). */
const PARAM_DESCRIPTIONS: Record<string, string> = {
	state: "State code or slug: 'CA' or 'california'.",
	issues: 'Specialty tag ids (repeat the parameter for several).',
	approaches: 'Approach tag ids (repeat for several).',
	tag_ids: 'Any tag ids: specialties, approaches, or Online Therapy.',
	gender: 'Female, Male, Transgender or Non-Binary.',
	language: 'A language the provider speaks.',
	focuses_age: 'An age group.',
	ethnicity: 'An ethnicity.',
	sexuality: 'A sexuality.',
	faith: 'A faith.',
	payments: "'out-of-pocket', 'sliding-scale' or an insurer slug.",
	teletherapy: 'true: offers therapy online.',
	price: 'Price tier of the minimum cost.',
	search: 'Free text: name, headline, summary.',
	page: 'Page number, from 1.',
	pageSize: 'Results per page.',
	author_id: 'The provider whose answers to list.',
	is_complete: 'true for the public answers; the author may leave it out.',
	is_deleted: 'Always false: deleted answers are never listed.',
	category: 'Only tags of this category.',
}

type Parameter = { name: string; description?: string }

function withParamDescriptions<T extends { paths?: object }>(doc: T): T {
	for (const item of Object.values(doc.paths ?? {}) as Array<Record<string, { parameters?: Parameter[] }>>) {
		for (const operation of Object.values(item)) {
			for (const param of operation.parameters ?? []) param.description ??= PARAM_DESCRIPTIONS[param.name]
		}
	}
	return doc
}

let document: ReturnType<typeof buildDocument> | undefined

/** The OpenAPI 3.1 document, built once per process. */
export function getOpenApiDocument() {
	document ??= withParamDescriptions(buildDocument())
	return document
}
