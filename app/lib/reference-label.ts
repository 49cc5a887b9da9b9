import { slugify } from '~/platform/reference/states'
import type { Locale, Translate } from './i18n'

/**
 * The reference lists whose labels a visitor reads in their language. A label's catalog key is
 * `label.<list>.<the item's stable key>` (a tag's slug, an option's value as slug, a tier's value,
 * an access need's name, a state's code), in app/locales/{en,es}/labels.json (states: states.json,
 * read by the server only). The English file is extracted from the
 * lists themselves (`npm run i18n:labels`, scripts/reference-labels.ts), so English stays written once.
 */
export type LabelList =
	| 'tag'
	| 'gender'
	| 'language'
	| 'age'
	| 'ethnicity'
	| 'sexuality'
	| 'faith'
	| 'availability'
	| 'online'
	| 'access'
	| 'price'
	| 'payment'
	| 'state'

/** The catalog key of a reference item's label: labelKey('tag', 'anxiety') → label.tag.anxiety. */
export function labelKey(list: LabelList, id: string): string {
	return `label.${list}.${slugify(id)}`
}

/**
 * A reference item's label in a language. English is the item's own label (what labels.json in
 * English was extracted from): the English catalog of the lists is never shipped to the browser.
 * Insurer names are proper names and have no entry: they read as given in both languages.
 */
export function referenceLabel(
	i18n: { locale: Locale; t: Translate },
	list: LabelList,
	id: string,
	english: string,
): string {
	if (i18n.locale === 'en') return english
	const key = labelKey(list, id)
	const label = i18n.t(key)
	return label === key ? english : label
}
