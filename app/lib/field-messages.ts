import fieldsEn from '~/locales/en/fields.json'
import { registerEnglish } from './english-catalog'
import { ENGLISH_I18N, type Translate } from './i18n'

// The field messages every form shows, declared once, in the catalogs (app/locales/{en,es}/fields.json):
// the schemas (browser, page actions and JSON endpoints alike) and the shared <Field> read them
// through here (docs/product.md#validation). tests/integration/field-messages.test.ts fails when one
// is written in code anywhere. Provider forms are English; visitor forms follow the page
// (docs/product.md#languages).

registerEnglish(fieldsEn)

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

/** A language's words: the page's (useI18n()) or the server's (serverI18n(locale)). */
export type Words = { t: Translate }

/** `make` once per language's words: a form's messages and schema are built once per language. */
export function perLanguage<T>(make: (words: Words) => T): (words: Words) => T {
	const made = new WeakMap<Words, T>()
	return (words) => {
		let value = made.get(words)
		if (value === undefined) {
			value = make(words)
			made.set(words, value)
		}
		return value
	}
}

/** The field messages in a language: the page's words (useI18n()) or the server's (serverI18n(locale)). */
export const fieldMessages = perLanguage(
	({ t }): FieldMessages => ({
		required: t('fields.required'),
		invalidEmail: t('fields.invalidEmail'),
		invalidUrl: t('fields.invalidUrl'),
		tooLong: (length, max) => t('fields.tooLong', { length, max }),
		robot: t('fields.robot'),
		optional: t('fields.optional'),
		characters: t('fields.characters'),
		robotBox: t('fields.robotBox'),
		trap: t('fields.trap'),
	}),
)

const ENGLISH = fieldMessages(ENGLISH_I18N)

export const FIELD_REQUIRED = ENGLISH.required

export const INVALID_EMAIL = ENGLISH.invalidEmail

export const INVALID_URL = ENGLISH.invalidUrl

/** A text over its limit: 'N / max', N being what was typed, then the words the product uses. */
export const tooLong = ENGLISH.tooLong
