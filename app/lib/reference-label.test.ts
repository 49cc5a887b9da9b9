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
import { referenceLabel } from './reference-label'

// Every label a visitor page shows from the reference lists has its Spanish (issue 29): the tags,
// every filter's options, the access needs, the price tiers, availability and the payment options
// that are not insurers (insurer names are proper names and stay).
const labels = JSON.parse(
	readFileSync(path.resolve(import.meta.dirname, '../locales/es/labels.json'), 'utf8'),
) as Record<string, string>

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
	const missing = english.filter((label) => !labels[`label.${label}`]?.trim())
	expect(missing).toEqual([])
	const unknown = Object.keys(labels).filter((key) => !english.includes(key.slice('label.'.length)))
	expect(unknown).toEqual([])
})

test('a label in each language; an insurer keeps its name', () => {
	const es = i18nValue(createI18n('es', spanishCatalog()))
	const en = i18nValue(createI18n('en', {}))
	expect(referenceLabel(es, 'Anxiety')).toBe('Ansiedad')
	expect(referenceLabel(es, 'Spanish')).toBe('Español')
	expect(referenceLabel(es, 'Accepting New Clients')).toBe('Acepta nuevos clientes')
	expect(referenceLabel(es, 'Aetna')).toBe('Aetna')
	expect(referenceLabel(en, 'Anxiety')).toBe('Anxiety')
})
