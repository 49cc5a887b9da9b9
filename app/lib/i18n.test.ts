import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { createI18n, localeOfPath, localizedPath, otherLanguageUrl } from './i18n'
import { offersSpanish } from './language.server'
import { pageMeta } from './meta'

const locales = path.resolve(import.meta.dirname, '../locales')
const read = (locale: string) =>
	Object.fromEntries(
		readdirSync(path.join(locales, locale)).map((file) => [
			file,
			JSON.parse(readFileSync(path.join(locales, locale, file), 'utf8')) as Record<string, string>,
		]),
	)

describe('catalogs', () => {
	test('Spanish has every English key, file by file, and nothing more', () => {
		const en = read('en')
		// The reference lists' labels too: en/labels.json is extracted from the lists (app/lib/reference-label.ts).
		const es = read('es')
		expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
		for (const file of Object.keys(en))
			expect(Object.keys(es[file]).sort(), file).toEqual(Object.keys(en[file]).sort())
	})

	test('the crisis note and a plural in Spanish', () => {
		const i18n = createI18n('es', {
			n: [['count', 'plural', { one: ['#', ' terapeuta'], other: ['#', ' terapeutas'] }]],
		})
		expect(i18n._('n', { count: 1 })).toBe('1 terapeuta')
		expect(i18n._('n', { count: 37 })).toBe('37 terapeutas')
		// The Lifeline's own Spanish instructions (docs/product.md#crisis-support): the key press is for the call.
		const es = read('es')['shell.json']
		expect(es['shell.crisis.emergency']).toBe('Si está en peligro, llame al {call911}.')
		expect(es['shell.crisis.lifeline'].replace(/\{\w+\}/g, '988')).toContain(
			'Llame al 988 y oprima 2, o envíe AYUDA por mensaje de texto al 988',
		)
		for (const catalog of [read('en'), read('es')])
			for (const [id, text] of Object.entries(catalog['shell.json']))
				if (/texto|text/i.test(String(text)) && /\b988\b|\{(text|call)988\}/.test(String(text)))
					expect(String(text), id).not.toMatch(/(texto|text)[^.]*(oprima|press)/i)
	})
})

describe('language of a URL', () => {
	test('the language link keeps the page and its query, both ways', () => {
		expect(otherLanguageUrl('/therapists/california', '?gender=female')).toBe(
			'/es/therapists/california?gender=female',
		)
		expect(otherLanguageUrl('/es/therapists/california', '?gender=female')).toBe(
			'/therapists/california?gender=female',
		)
		expect(otherLanguageUrl('/', '')).toBe('/es')
		expect(otherLanguageUrl('/es', '')).toBe('/')
	})

	test('visitor pages have twins; provider pages stay English', () => {
		expect(localizedPath('/tests/depression', 'es')).toBe('/es/tests/depression')
		expect(localizedPath('/es/tests/depression', 'es')).toBe('/es/tests/depression')
		expect(localizedPath('/register', 'es')).toBe('/register')
		expect(localizedPath('/login', 'es')).toBe('/login')
		expect(localeOfPath('/es')).toBe('es')
		expect(localeOfPath('/essay')).toBe('en')
	})
})

describe('the offer of the Spanish page', () => {
	test('Accept-Language: es offers it on English pages, never on Spanish ones', () => {
		expect(offersSpanish('/', 'es-MX,es;q=0.9,en;q=0.5', undefined)).toBe(true)
		expect(offersSpanish('/', 'en-US,en;q=0.9', undefined)).toBe(false)
		expect(offersSpanish('/es', 'es', undefined)).toBe(false)
	})

	test('the lang cookie, the visitor’s choice, wins over the browser', () => {
		expect(offersSpanish('/', 'es', 'lang=en')).toBe(false)
		expect(offersSpanish('/', 'en', 'lang=es')).toBe(true)
	})
})

describe('meta of twins', () => {
	const site = { siteName: 'Openroom', publicUrl: 'https://openroom.example' }
	test('a Spanish page: its own canonical, and hreflang en, es and x-default', () => {
		const tags = pageMeta(
			{ ...site, locale: 'es' },
			{ title: 'T', description: 'D', path: '/therapists/texas' },
		)
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: 'https://openroom.example/es/therapists/texas',
		})
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'alternate',
			hrefLang: 'en',
			href: 'https://openroom.example/therapists/texas',
		})
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'alternate',
			hrefLang: 'es',
			href: 'https://openroom.example/es/therapists/texas',
		})
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'alternate',
			hrefLang: 'x-default',
			href: 'https://openroom.example/therapists/texas',
		})
	})

	test('an English page names its Spanish twin; a provider page has none', () => {
		const en = pageMeta(site, { title: 'T', description: 'D', path: '/' })
		expect(en).toContainEqual({
			tagName: 'link',
			rel: 'alternate',
			hrefLang: 'es',
			href: 'https://openroom.example/es',
		})
		const register = pageMeta(site, { title: 'T', description: 'D', path: '/register' })
		expect(register.some((t) => 'rel' in t && t.rel === 'alternate')).toBe(false)
	})
})
