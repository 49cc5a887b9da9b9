/**
 * npm run i18n:labels: writes app/locales/en/labels.json, the English labels of the reference lists
 * keyed as app/lib/reference-label.ts keys them (`label.<list>.<stable key>`), from the lists
 * themselves. English is written once, in the lists; the file is what a translator and the parity test
 * (tests/integration/catalog-parity.test.ts) read, and app/lib/reference-label.test.ts fails when it
 * is out of date. Spanish: the same keys in app/locales/es/labels.json, by hand.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { AVAILABILITY_UNKNOWN } from '~/features/availability/freshness'
import { type LabelList, labelKey } from '~/lib/reference-label'
import { ACCESS_NEEDS } from '~/platform/reference/access-needs'
import { OUT_OF_POCKET, SLIDING_SCALE } from '~/platform/reference/insurers'
import {
	AGE_GROUP_OPTIONS,
	AVAILABILITY_OPTIONS,
	ETHNICITY_OPTIONS,
	FAITH_OPTIONS,
	GENDER_OPTIONS,
	LANGUAGE_OPTIONS,
	ONLINE_THERAPY_OPTIONS,
	type Option,
	PRICE_TIERS,
	SEXUALITY_OPTIONS,
} from '~/platform/reference/options'
import { TAGS } from '~/platform/reference/tags'

export const LABELS_FILE = path.resolve(import.meta.dirname, '../app/locales/en/labels.json')

const OPTION_LISTS: Array<[LabelList, readonly Option[]]> = [
	['gender', GENDER_OPTIONS],
	['language', LANGUAGE_OPTIONS],
	['age', AGE_GROUP_OPTIONS],
	['ethnicity', ETHNICITY_OPTIONS],
	['sexuality', SEXUALITY_OPTIONS],
	['faith', FAITH_OPTIONS],
	['availability', [...AVAILABILITY_OPTIONS, { value: AVAILABILITY_UNKNOWN, label: AVAILABILITY_UNKNOWN }]],
	['online', ONLINE_THERAPY_OPTIONS],
]

/** Every reference label a visitor page shows, by key. Insurer names are proper names: not listed. */
export function englishReferenceLabels(): Record<string, string> {
	const entries: Array<[string, string]> = [
		...TAGS.map((tag): [string, string] => [labelKey('tag', tag.slug), tag.label]),
		...OPTION_LISTS.flatMap(([list, options]) =>
			options.map((o): [string, string] => [labelKey(list, o.value), o.label]),
		),
		...ACCESS_NEEDS.map((need): [string, string] => [labelKey('access', need.name), need.label]),
		...PRICE_TIERS.map((tier): [string, string] => [labelKey('price', tier.value), tier.label]),
		...[OUT_OF_POCKET, SLIDING_SCALE].map((p): [string, string] => [labelKey('payment', p.value), p.label]),
	]
	const labels: Record<string, string> = {}
	for (const [key, label] of entries) {
		if (key in labels) throw new Error(`two reference labels share the key ${key}`)
		labels[key] = label
	}
	return labels
}

/** The file as the script writes it. */
export const labelsFileText = (): string => `${JSON.stringify(englishReferenceLabels(), null, '\t')}\n`

if (process.argv[1] === import.meta.filename) {
	writeFileSync(LABELS_FILE, labelsFileText())
	console.log(`wrote ${path.relative(process.cwd(), LABELS_FILE)}`)
}
