import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'
import {
	BookingRequestSchema,
	SlotsQuerySchema,
	UserSlotsPathSchema,
	UserSlotsQuerySchema,
} from '~/features/consultations/consultations.schema'
import { cached, errors, example, json, noSession, optionalSession, PUBLIC_READ_NOTE } from './openapi-parts'

// The free consultation calls of the OpenAPI document (docs/product.md#free-consultations): open
// times and booking. The provider saves `consultation` through POST /api/user.

const SlotSchema = z
	.object({
		start: z.iso.datetime().meta({ description: 'ISO 8601 UTC.' }),
		end: z.iso.datetime().meta({ description: 'ISO 8601 UTC.' }),
	})
	.meta({ id: 'Slot', description: 'One open consultation time.' })

const SlotsSchema = z.object({ slots: z.array(SlotSchema) }).meta({ id: 'SlotList' })

const BookingResultSchema = z
	.object({ id: z.uuid(), start: z.iso.datetime(), end: z.iso.datetime() })
	.meta({ id: 'ConsultationBooked' })

export const consultationPaths = (origin: string): ZodOpenApiPathsObject => ({
	'/api/slots': {
		get: {
			operationId: 'listConsultationSlots',
			summary: "A provider's open consultation times",
			description: `Open times only (no personal data), earliest first, in ISO 8601 UTC. \`from\` and \`days\` count the provider's own days (their time zone); without \`from\`, from today. A provider who turned consultations off, or is not accepting new clients, has none. ${PUBLIC_READ_NOTE}`,
			tags: ['Directory'],
			security: noSession,
			requestParams: { query: SlotsQuerySchema },
			responses: { ...cached(SlotsSchema, 'The open times.'), ...errors(400, 404, 429) },
			...example(`curl '${origin}/api/slots?user=…&from=2026-12-01&days=7'`),
		},
	},
	'/api/user/{id}/slots': {
		get: {
			operationId: 'listUserSlots',
			summary: "A provider's open consultation times, by the provider's path",
			description: `The same open times as GET /api/slots (the same service), for the provider of a User doc: open times only, no personal data, ISO 8601 UTC; \`from\` and \`days\` count the provider's own days. ${PUBLIC_READ_NOTE}`,
			tags: ['Directory'],
			security: noSession,
			requestParams: { path: UserSlotsPathSchema, query: UserSlotsQuerySchema },
			responses: { ...cached(SlotsSchema, 'The open times.'), ...errors(400, 404, 429) },
			...example(`curl '${origin}/api/user/…/slots?from=2026-12-01&days=7'`),
		},
	},
	'/api/consultation': {
		post: {
			operationId: 'bookConsultation',
			summary: 'Book a free consultation call',
			description:
				"Books one open time (`start`, as GET /api/slots lists it) and e-mails both sides a calendar invite. `phone` is required when the provider calls by phone; `time_zone` (IANA) is the visitor's, for their e-mails. A time someone else took answers 409 with `code` `slot_taken`; a time in the past, outside the open times, too soon or too far ahead answers 400 with `fields.start`; both messages name the next open times. A provider who turned consultations off answers 403. `?locale=es` answers in Spanish and writes the visitor's e-mails in Spanish.",
			tags: ['Contact'],
			security: optionalSession,
			requestBody: { required: true, content: { 'application/json': { schema: BookingRequestSchema } } },
			responses: {
				'201': json(BookingResultSchema, 'Booked; the e-mails leave through the outbox.'),
				...errors(400, 403, 404, 409, 413, 415, 429),
			},
			...example(
				`curl -X POST '${origin}/api/consultation' -H 'Origin: ${origin}' -H 'Content-Type: application/json' \\\n  -d '{"recipient_user":"…","start":"2026-12-01T14:00:00Z","name":"Sam","email":"sam@example.com","phone":"555-0100","time_zone":"America/Los_Angeles"}'`,
			),
		},
	},
})
