// The field messages every form shows, declared once: the schemas (browser, page actions and JSON
// endpoints alike) and the shared <Field> read them from here (docs/product.md#validation).
// tests/integration/field-messages.test.ts fails when one is declared anywhere else.

export const FIELD_REQUIRED = 'Field is required'

export const INVALID_EMAIL = 'Please enter a valid email.'

export const INVALID_URL = 'Please enter a valid website address, like https://example.com.'

/** A text over its limit: 'N / max', N being what was typed, then the words the product uses. */
export function tooLong(length: number, max: number): string {
	return `${length} / ${max} characters max`
}
