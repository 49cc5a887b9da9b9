import { z } from 'zod'

/**
 * Field → first message for a zod error, the `fields` of every API error and page-action failure.
 * Built on zod's own flattening: one key per top-level field, and '_' for errors about the whole
 * value (for example unknown keys).
 */
export function zodFields(error: z.ZodError): Record<string, string> {
	const { formErrors, fieldErrors } = z.flattenError(error)
	const fields: Record<string, string> = {}
	for (const [key, messages] of Object.entries(fieldErrors) as [string, string[] | undefined][]) {
		if (messages?.[0]) fields[key] = messages[0]
	}
	if (formErrors[0]) fields._ = formErrors[0]
	return fields
}

/** The message to show when only one fits: the first field's. */
export function firstFieldMessage(fields: Record<string, string>, fallback: string): string {
	return Object.values(fields)[0] ?? fallback
}
