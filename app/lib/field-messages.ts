import type { Locale } from './i18n'

// The field messages every form shows, declared once, in each language of the site: the schemas
// (browser, page actions and JSON endpoints alike) and the shared <Field> read them from here
// (docs/product.md#validation). tests/integration/field-messages.test.ts fails when one is declared
// anywhere else. Provider forms are English; visitor forms follow the page (docs/product.md#languages).

export type FieldMessages = {
	required: string
	invalidEmail: string
	invalidUrl: string
	/** A text over its limit: 'N / max', N being what was typed, then the words the product uses. */
	tooLong: (length: number, max: number) => string
	/** An unticked 'I am not a robot' box (docs/product.md#robot-check). */
	robot: string
	/** After a field's label when it may be left empty. */
	optional: string
	/** After the 'N / max' counter, for screen readers. */
	characters: string
	/** The robot check's box, and its hidden trap fields' label. */
	robotBox: string
	trap: string
}

const MESSAGES: Record<Locale, FieldMessages> = {
	en: {
		required: 'Field is required',
		invalidEmail: 'Please enter a valid email.',
		invalidUrl: 'Please enter a valid website address, like https://example.com.',
		tooLong: (length, max) => `${length} / ${max} characters max`,
		robot: 'Please check the box to confirm you are human.',
		optional: '(optional)',
		characters: 'characters',
		robotBox: 'I am not a robot',
		trap: 'Leave this field empty',
	},
	es: {
		required: 'Este campo es obligatorio',
		invalidEmail: 'Escriba un correo electrónico válido.',
		invalidUrl: 'Escriba una dirección web válida, como https://example.com.',
		tooLong: (length, max) => `${length} / ${max} caracteres como máximo`,
		robot: 'Marque la casilla para confirmar que es una persona.',
		optional: '(opcional)',
		characters: 'caracteres',
		robotBox: 'No soy un robot',
		trap: 'Deje este campo vacío',
	},
}

/** The field messages in a language. */
export function fieldMessages(locale: Locale): FieldMessages {
	return MESSAGES[locale]
}

export const FIELD_REQUIRED = MESSAGES.en.required

export const INVALID_EMAIL = MESSAGES.en.invalidEmail

export const INVALID_URL = MESSAGES.en.invalidUrl

/** A text over its limit: 'N / max', N being what was typed, then the words the product uses. */
export const tooLong = MESSAGES.en.tooLong
