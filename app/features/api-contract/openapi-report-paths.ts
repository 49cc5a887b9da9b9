import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'
import { REPORT_RATE_LIMIT } from '~/features/reports/reports.server'
import { REPORT_LIMITS, ReportSchema } from '~/features/reports/report.schema'
import { docsSchema } from '~/lib/api-schemas'
import { errors, example, json, optionalSession } from './openapi-parts'

/**
 * POST /api/report in the OpenAPI document (docs/product.md#reports): what the report page's form
 * sends. `origin` is the site's PUBLIC_URL, for the example.
 */
export const reportPaths = (origin: string): ZodOpenApiPathsObject => ({
	'/api/report': {
		post: {
			operationId: 'reportProfile',
			summary: 'Report a profile to the people who run the directory',
			description: `Stores a report about a live provider (\`recipient_user\`, the provider's \`id\`) for a person to review; a report never hides a profile by itself and the provider is never told who sent it. \`reason\`: \`not_licensed\` (not a licensed therapist), \`impersonation\` (pretending to be someone else), \`wrong_details\` (wrong or outdated details), \`inappropriate\` (inappropriate or harmful content) or \`other\` (something else: \`details\` required). \`details\`: up to ${REPORT_LIMITS.details} characters. \`email\` (optional) is kept only to answer the reporter. An unknown, draft or unlisted profile answers 404. ${REPORT_RATE_LIMIT.limit} reports an hour per client address, shared with the report page's form. \`?locale=es\` answers the validation messages in Spanish (the Spanish report page).`,
			tags: ['Reports'],
			security: optionalSession,
			requestBody: { required: true, content: { 'application/json': { schema: ReportSchema } } },
			responses: {
				'201': json(docsSchema(z.object({ id: z.uuid() }), 'ReportResult'), 'Report stored for review.'),
				...errors(400, 403, 404, 413, 415, 429),
			},
			...example(
				`curl -X POST '${origin}/api/report' -H 'Origin: ${origin}' -H 'Content-Type: application/json' \\\n  -d '{"recipient_user":"…","reason":"wrong_details","details":"The phone number reaches another office.","email":null}'`,
			),
		},
	},
})
