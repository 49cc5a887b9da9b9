import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// One way to translate (issue 44; CONTRIBUTING.md, "Recipe: add a visitor page or string"): a visitor
// string is a catalog entry, app/locales/{en,es}/<file>.json, keyed by an id and read through t()
// (useI18n() on a page, serverI18n(locale) on the server). This test fails when one of the other ways
// comes back; its criteria, crisp on purpose:
// 1. A catalog key is a dotted id whose every part starts with a lowercase letter or a digit
//    ('profile.topSpecialty', 'label.tag.anxiety', 'question.12'). A key made of English text
//    ('label.Online Therapy', 'label.ADHD') has a space or a capital and fails.
// 2. No code file (tests aside) holds a per-language record: an object with an `en:` and an `es:`
//    property whose values are words (a string, template, object or array literal), or a
//    Record<Locale, string>. A record of formatters (Intl.DateTimeFormat per language) is not words.
// 3. No code file is a language's copy of another (`*-es.ts`, `*_es.tsx`, `*.es.ts`), except prose,
//    which may stay one file per language (PROSE below, each with its reason).
// 4. No code file writes Spanish: outside comments, no letter only Spanish uses (á é í ó ú ñ ¿ ¡),
//    prose aside. (A Spanish-only record, like the states' names once in states.ts, fails here.)

const ROOT = path.resolve(import.meta.dirname, '../..')
const KEY = /^[a-z][a-zA-Z0-9]*(\.[a-z0-9][a-zA-Z0-9_-]*)+$/

/** Prose kept as one file per language, and why. */
const PROSE: Record<string, string> = {
	'app/features/content/es/':
		'the legal pages and the explainers: long prose, translated as a whole (the English text governs)',
	'app/features/quizzes/quizzes-es.server.ts':
		"the self-tests' published US-Spanish instruments (PHQ-9, GAD-7), verbatim and bound to their score bands: " +
		'a document per language, like the legal pages (docs/product.md#quizzes)',
	'app/features/quizzes/localized-quizzes.server.ts': 'picks the quiz document of the page language',
	'app/routes/es/': "the Spanish prose pages' routes (their titles and descriptions are the prose's)",
	'app/features/content/legal/privacy-policy.tsx': "the English policy names the 'Español' link",
}
const isProse = (file: string) => Object.keys(PROSE).some((prefix) => file.startsWith(prefix))

function sources(dir: string): string[] {
	return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
		const file = `${dir}/${name}`
		if (statSync(path.join(ROOT, file)).isDirectory()) return sources(file)
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support/.test(name) ? [file] : []
	})
}
const code = ['app', 'server', 'scripts'].flatMap(sources)

test('every catalog key is an id, never English text', () => {
	const locales = path.join(ROOT, 'app/locales')
	const bad = readdirSync(locales).flatMap((locale) =>
		readdirSync(path.join(locales, locale))
			.filter((file) => file.endsWith('.json'))
			.flatMap((file) => {
				const catalog = JSON.parse(readFileSync(path.join(locales, locale, file), 'utf8')) as object
				return Object.keys(catalog)
					.filter((key) => !KEY.test(key))
					.map((key) => `${locale}/${file}: ${key}`)
			}),
	)
	expect(bad.length === 0 ? 'none' : bad).toBe('none')
	expect(KEY.test('label.tag.anxiety') && !KEY.test('label.Online Therapy') && !KEY.test('label.ADHD')).toBe(
		true,
	)
})

const WORDS_VALUE = String.raw`\s*:\s*['"\x60{[]`
const EN_RECORD = new RegExp(String.raw`^\s*en${WORDS_VALUE}`, 'm')
const ES_RECORD = new RegExp(String.raw`^\s*es${WORDS_VALUE}`, 'm')
const LOCALE_STRINGS = /Record<\s*(Locale|'en'\s*\|\s*'es')\s*,\s*string\s*>/

test('no code file holds a per-language record of words', () => {
	const records = code.filter((file) => {
		if (isProse(file)) return false
		const text = readFileSync(path.join(ROOT, file), 'utf8')
		return (EN_RECORD.test(text) && ES_RECORD.test(text)) || LOCALE_STRINGS.test(text)
	})
	expect(records).toEqual([])
	const example = "const WORDS = {\n\ten: { title: 'Sent' },\n\tes: { title: 'Enviado' },\n}"
	expect(EN_RECORD.test(example) && ES_RECORD.test(example)).toBe(true)
	expect(ES_RECORD.test("\tes: new Intl.DateTimeFormat('es-US'),")).toBe(false)
})

test('no code file is a language copy of another, prose aside', () => {
	const copies = code.filter((file) => /[-_.]es(\.server)?\.tsx?$/.test(file) && !isProse(file))
	expect(copies).toEqual([])
	for (const prefix of Object.keys(PROSE))
		expect(
			code.some((file) => file.startsWith(prefix)),
			prefix,
		).toBe(true)
})

const SPANISH_LETTERS = /[áéíóúñÁÉÍÓÚÑ¿¡]/
const withoutComments = (text: string) =>
	text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\x60])\/\/.*$/gm, '$1')

test('no code file writes Spanish, prose aside', () => {
	const spanish = code.filter(
		(file) =>
			!isProse(file) && SPANISH_LETTERS.test(withoutComments(readFileSync(path.join(ROOT, file), 'utf8'))),
	)
	expect(spanish).toEqual([])
	expect(SPANISH_LETTERS.test(withoutComments("\tNY: 'Nueva York',\n\tMI: 'Míchigan', // Míchigan"))).toBe(
		true,
	)
	expect(SPANISH_LETTERS.test(withoutComments("/** 'Habla español' */\nconst a = 1 // señal"))).toBe(false)
})
