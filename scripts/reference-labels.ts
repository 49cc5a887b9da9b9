/**
 * npm run i18n:labels: writes the English catalogs of the reference data from the data itself:
 * app/locales/en/labels.json, the reference lists' labels keyed as app/lib/reference-label.ts keys
 * them (`label.<list>.<stable key>`), and app/locales/en/questions.json, the question bank's titles
 * (`question.<id>`, app/platform/reference/question-titles.server.ts), and app/locales/en/states.json,
 * the states' names (`label.state.<code>`, app/platform/reference/state-names.server.ts). English is written once, in
 * the data; these files are what a translator and the parity test (tests/integration/catalog-parity.test.ts)
 * read, and app/lib/reference-label.test.ts fails when one is out of date. Spanish: the same keys in
 * app/locales/es/, by hand.
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
import { QUESTIONS } from '~/platform/reference/questions'
import { STATES } from '~/platform/reference/states'
import { TAGS } from '~/platform/reference/tags'

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

/** The states' names, by code (what an e-mail names; pages show the state's own label). */
export function englishStateNames(): Record<string, string> {
	return Object.fromEntries(STATES.map((state) => [labelKey('state', state.code), state.name]))
}

/** The question bank's titles, by id. */
export function englishQuestionTitles(): Record<string, string> {
	return Object.fromEntries(QUESTIONS.map((q) => [`question.${q.id}`, q.title]))
}

const locales = path.resolve(import.meta.dirname, '../app/locales/en')
/** Each extracted file: its path and its text as the script writes it. */
export const EXTRACTED: ReadonlyArray<{ file: string; text: () => string }> = [
	{ file: path.join(locales, 'labels.json'), text: () => catalogText(englishReferenceLabels()) },
	{ file: path.join(locales, 'questions.json'), text: () => catalogText(englishQuestionTitles()) },
	{ file: path.join(locales, 'states.json'), text: () => catalogText(englishStateNames()) },
]

function catalogText(messages: Record<string, string>): string {
	return `${JSON.stringify(messages, null, '\t')}\n`
}

if (process.argv[1] === import.meta.filename) {
	for (const { file, text } of EXTRACTED) {
		writeFileSync(file, text())
		console.log(`wrote ${path.relative(process.cwd(), file)}`)
	}
}
