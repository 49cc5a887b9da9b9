import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Every visitor string is written in both languages (CONTRIBUTING.md, "Recipe: add a visitor page or
// string"): each key of app/locales/en/<file>.json is in app/locales/es/<file>.json and back. A key
// missing in Spanish would show the English words (or the id) on a Spanish page.
// Every catalog, with no exception: the reference lists' labels too (labels.json, keyed by each item's
// stable key, app/lib/reference-label.ts), whose English file is extracted from the lists.

const root = join(__dirname, '../../app/locales')
const read = (locale: string, file: string): string[] =>
	Object.keys(JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<string, unknown>)

describe('the en and es catalogs', () => {
	const english = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'))
	const spanish = readdirSync(join(root, 'es')).filter((f) => f.endsWith('.json'))

	it('have the same files', () => {
		expect(spanish.sort()).toEqual(english.sort())
	})

	for (const file of english) {
		it(`${file}: every key is in both languages`, () => {
			const en = read('en', file)
			const es = spanish.includes(file) ? read('es', file) : []
			expect(
				en.filter((k) => !es.includes(k)),
				`missing in es/${file}`,
			).toEqual([])
			expect(
				es.filter((k) => !en.includes(k)),
				`missing in en/${file}`,
			).toEqual([])
		})
	}
})
