import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { AVAILABILITY_UNKNOWN } from '~/features/availability/freshness'
import { IDENTITY_FACETS } from '~/features/search/facets'
import { OUT_OF_POCKET, SLIDING_SCALE } from '~/platform/reference/insurers'
import { ACCESS_NEEDS } from '~/platform/reference/access-needs'
import { AVAILABILITY_OPTIONS, ONLINE_THERAPY_OPTIONS, PRICE_TIERS } from '~/platform/reference/options'
import { TAGS } from '~/platform/reference/tags'
import { createI18n, i18nValue } from './i18n'
import { spanishCatalog } from './i18n-catalogs.server'
import { EXTRACTED, englishReferenceLabels } from '../../scripts/reference-labels'
import { labelKey, referenceLabel } from './reference-label'

// Every label a visitor page shows from the reference lists has its Spanish (issue 29): the tags,
// every filter's options, the access needs, the price tiers, availability and the payment options
// that are not insurers (insurer names are proper names and stay). Both catalogs key them by the
// item's stable key (issue 44), the English one extracted from the lists (npm run i18n:labels).
const labels = JSON.parse(
	readFileSync(path.resolve(import.meta.dirname, '../locales/es/labels.json'), 'utf8'),
) as Record<string, string>
const extracted = englishReferenceLabels()

const english = [
	...TAGS.map((t) => t.label),
	...Object.values(IDENTITY_FACETS).flatMap((f) => f.options.map((o) => o.label)),
	...AVAILABILITY_OPTIONS.map((o) => o.label),
	...ONLINE_THERAPY_OPTIONS.map((o) => o.label),
	...ACCESS_NEEDS.map((n) => n.label),
	...PRICE_TIERS.map((p) => p.label),
	AVAILABILITY_UNKNOWN,
	OUT_OF_POCKET.label,
	SLIDING_SCALE.label,
]

test('every reference label a visitor sees has its Spanish, and nothing else is listed', () => {
	const englishLabels = Object.values(extracted)
	expect(english.filter((label) => !englishLabels.includes(label))).toEqual([])
	const missing = Object.keys(extracted).filter((key) => !labels[key]?.trim())
	expect(missing).toEqual([])
	const unknown = Object.keys(labels).filter((key) => !(key in extracted))
	expect(unknown).toEqual([])
})

test.each(EXTRACTED.map((e) => [path.basename(e.file), e] as const))(
	'en/%s is extracted from the reference data as it is (npm run i18n:labels)',
	(_name, { file, text }) => {
		expect(readFileSync(file, 'utf8')).toBe(text())
	},
)

test('a label in each language; an insurer keeps its name', () => {
	const es = i18nValue(createI18n('es', spanishCatalog()))
	const en = i18nValue(createI18n('en', {}))
	expect(referenceLabel(es, 'tag', 'anxiety', 'Anxiety')).toBe('Ansiedad')
	expect(referenceLabel(es, 'language', 'Spanish', 'Spanish')).toBe('Español')
	expect(referenceLabel(es, 'availability', 'Accepting New Clients', 'Accepting New Clients')).toBe(
		'Acepta nuevos clientes',
	)
	expect(referenceLabel(es, 'payment', 'aetna', 'Aetna')).toBe('Aetna')
	expect(referenceLabel(en, 'tag', 'anxiety', 'Anxiety')).toBe('Anxiety')
	expect(labelKey('language', 'Spanish')).toBe('label.language.spanish')
})
