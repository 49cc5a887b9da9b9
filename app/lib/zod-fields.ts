import { type $ZodError, flattenError } from 'zod/v4/core'

/**
 * Field → first message for a zod error, the `fields` of every API error and page-action failure.
 * Built on zod's own flattening: one key per top-level field, and '_' for errors about the whole
 * value (for example unknown keys). Takes full zod's and zod/mini's errors alike (both are a
 * $ZodError from zod's core), without pulling full zod into the browser.
 */
export function zodFields(error: $ZodError): Record<string, string> {
	const { formErrors, fieldErrors } = flattenError(error)
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
