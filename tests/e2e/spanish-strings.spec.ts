import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { answerAbout, createProvider, tagIdOf } from './support/api-provider'
import { expect, test } from './support/fixtures'

// Issue 29: every Spanish visitor page type, rendered by the built server, shows none of the English
// catalogs' strings (app/locales/en/*.json, the reference lists' English labels among them:
// en/labels.json) in its text, its title or its labels. Therapists' own words stay as written, so
// the parts they write are left out (OWN_WORDS). A new catalog is picked up by itself; a new page
// type is one line in PAGES.

const locales = path.resolve(import.meta.dirname, '../../app/locales')
/** The states' names are for e-mails: a page writes a state as its label, in both languages. */
const NOT_ON_PAGES = new Set(['states.json'])
const catalogs = (locale: string) =>
	readdirSync(path.join(locales, locale))
		.filter((file) => !NOT_ON_PAGES.has(file))
		.map(
			(file) => JSON.parse(readFileSync(path.join(locales, locale, file), 'utf8')) as Record<string, string>,
		)

/** The literal text of an ICU message: what is left around its arguments and between its branches. */
function fragments(message: string): string[] {
	return message
		.replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, '\u0000')
		.replace(/(=\d+|zero|one|two|few|many|other)\s*\{/g, '\u0000')
		.replace(/\{\s*\w+\s*\}|[{}#]/g, '\u0000')
		.split('\u0000')
		.map((f) => f.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
		.filter((f) => /\p{L}{3}/u.test(f))
}

/** Brand and proper names, the same in both languages. */
const ALLOWED = new Set(['Openroom', 'Mastodon'])

const spanish = catalogs('es')
const spanishFragments = new Set(spanish.flatMap((c) => Object.values(c).flatMap(fragments)))
const ENGLISH = [
	...new Set(
		catalogs('en')
			.flatMap((c) => Object.values(c))
			.flatMap(fragments),
	),
].filter((f) => !spanishFragments.has(f) && !ALLOWED.has(f))

/** What therapists write: their names, headlines, summaries, answers, licenses and offices. */
const OWN_WORDS = [
	'.result-card h2',
	'.result-card h2 + p',
	'.result-card > p',
	'.result-card figure',
	'.result-card .sr-only',
	'#profile-name',
	'#profile-name ~ p',
	'[aria-labelledby="about-heading"] > div:last-child',
	// The answers themselves, not what the feed says around them ('No posts yet.', 'See More').
	'[aria-labelledby="answers-heading"] article',
	'address',
]

type PageType = {
	name: string
	path: string | ((page: Page, request: APIRequestContext) => Promise<string>)
	ready?: string
	/** What the visitor does on the page before it is read (a self-test's answers). */
	act?: (page: Page) => Promise<void>
}

/** A Spanish profile, as the Spanish listing links it. */
async function aProfile(page: Page): Promise<string> {
	await page.goto('/es/therapists/california')
	const href = await page.locator('.result-card h2 a').first().getAttribute('href')
	if (!href?.startsWith('/es/therapist/')) throw new Error(`no Spanish profile link: ${href}`)
	return href
}

/** A new provider's Spanish profile (made as a visitor's `request`, so the page stays logged out). */
async function ownProfile(request: APIRequestContext, answered: boolean): Promise<string> {
	const provider = await createProvider(request, { language: ['English', 'Spanish'] })
	if (answered)
		await answerAbout(request, await tagIdOf(request, 'anxiety'), 'Respuesta de prueba sobre la ansiedad.')
	return `/es${provider.path}`
}

/** Answers every question of the self-test with its second option and asks for the result. */
async function takeTheTest(page: Page): Promise<void> {
	for (const group of await page.getByRole('group', { name: /^\d+\. / }).all())
		await group.getByRole('radio').nth(1).check()
	await page.getByRole('button', { name: 'Ver resultados' }).click()
	await expect(page.getByRole('region', { name: 'Sus resultados' })).toBeVisible()
}

/** Sends the report form untouched: each field says what is missing. */
async function sendEmptyReport(page: Page): Promise<void> {
	await page.getByRole('button', { name: 'Enviar reporte' }).click()
	await expect(page.getByText('Elija un motivo.')).toBeVisible()
}

/** The Spanish visitor page types: one line each. */
const PAGES: PageType[] = [
	{ name: 'landing', path: '/es' },
	{ name: 'listing', path: '/es/therapists/california' },
	{ name: 'listing of a tag', path: '/es/therapists/texas/anxiety' },
	{ name: 'listing online', path: '/es/therapists/texas/online-therapy' },
	{ name: 'listing near a ZIP', path: '/es/therapists/california?near=94110' },
	{ name: 'listing with a wrong ZIP', path: '/es/therapists/california?near=9411' },
	{ name: 'empty listing', path: '/es/therapists/wyoming/hoarding?language=korean' },
	{ name: 'city page', path: async (page) => cityPage(page) },
	{ name: 'profile', path: aProfile },
	{ name: 'profile without answers', path: (_page, request) => ownProfile(request, false) },
	{ name: 'profile with answers', path: (_page, request) => ownProfile(request, true) },
	{ name: 'contact dialog', path: async (page) => `${await aProfile(page)}?contact=1`, ready: 'dialog' },
	{ name: 'report form', path: async (page) => `${await aProfile(page)}/report` },
	{
		name: 'report form with its errors',
		path: async (page) => `${await aProfile(page)}/report`,
		act: sendEmptyReport,
	},
	{ name: 'report thank-you page', path: async (page) => `${await aProfile(page)}/report?sent` },
	{ name: 'post', path: '/es/posts/anxiety' },
	{ name: 'self-test', path: '/es/tests/depression' },
	{ name: 'self-test result', path: '/es/tests/depression', act: takeTheTest },
	{ name: 'anxiety self-test result', path: '/es/tests/anxiety', act: takeTheTest },
	{ name: 'explainer', path: '/es/learn/anxiety' },
	{ name: 'explainer on depression', path: '/es/learn/depression' },
	{ name: 'for providers', path: '/es/for-providers' },
	{ name: 'legal page', path: '/es/legal/privacy-policy' },
	{ name: 'terms of use', path: '/es/legal/terms-of-use' },
	{ name: 'user guidelines', path: '/es/legal/user-guidelines' },
	{ name: 'how we check licences', path: '/es/licence-checks' },
	{ name: 'not found', path: '/es/not-found' },
	{ name: 'unknown page', path: '/es/no-such-page' },
	{ name: 'follow-up with a wrong link', path: '/es/follow-up/not-a-token' },
	{ name: 'follow-up unsubscribe with a wrong link', path: '/es/follow-up/not-a-token/unsubscribe' },
]

/** A state's first city page, as its listing links it. */
async function cityPage(page: Page): Promise<string> {
	await page.goto('/es/therapists/california')
	const href = await page
		.getByRole('navigation', { name: /Ciudades de/ })
		.getByRole('link')
		.first()
		.getAttribute('href')
	if (!href) throw new Error('no city page linked from /es/therapists/california')
	return href
}

/** The page's text (hidden parts included, so at every width), title and labels, without the therapists' own words. */
async function shownText(page: Page): Promise<string> {
	return page.evaluate((ownWords) => {
		const body = document.body.cloneNode(true) as HTMLElement
		// The title repeats a therapist's name and headline: their words are left out there too.
		const own = [...body.querySelectorAll(ownWords.join(','))].map((el) => el.textContent?.trim() ?? '')
		const title = own.filter(Boolean).reduce((t, words) => t.split(words).join('\n'), document.title)
		// Text marked lang="en" is English on purpose (an agency's English page, named as such).
		for (const el of body.querySelectorAll(
			['script', 'style', 'template', '[lang="en"]', ...ownWords].join(','),
		))
			el.remove()
		const attributes = [...body.querySelectorAll('[aria-label],[placeholder],[alt],[title]')].flatMap((el) =>
			['aria-label', 'placeholder', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
		)
		// Text node by text node: textContent alone runs a heading into the next line ('QuinnNo posts yet.').
		const texts: string[] = []
		const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT)
		while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '')
		return [title, ...texts, ...attributes].join('\n')
	}, OWN_WORDS)
}

/**
 * Two pieces of text run together on the screen ('hace 2 semanasHabla español'): a Spanish string that
 * starts with a capital, right after a small letter, in the rendered text (innerText, what is seen and read).
 */
const SPANISH_STARTS = [...spanishFragments].filter((f) => /^\p{Lu}\p{Ll}/u.test(f) && f.length > 3)
const runTogether = (text: string) =>
	SPANISH_STARTS.flatMap((fragment) => {
		const at = text.search(new RegExp(`\\p{Ll}${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u'))
		return at < 0 ? [] : [text.slice(Math.max(0, at - 20), at + 1 + fragment.length)]
	})

/** The message ids: a page given too few catalogs shows these instead of its words. */
const IDS = new Set(spanish.flatMap((c) => Object.keys(c)))
const idsIn = (text: string) => (text.match(/[a-z][\w-]*(\.[\w-]+)+/gi) ?? []).filter((id) => IDS.has(id))

const found = (text: string) =>
	ENGLISH.filter((fragment) =>
		new RegExp(`(?<![\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(text),
	)

test('the English catalogs hold the strings the issue names', () => {
	for (const s of ['Providers Matched', 'View Profile', 'Email the therapist', 'Filters'])
		expect(
			ENGLISH.some((f) => f.includes(s)),
			s,
		).toBe(true)
})

for (const type of PAGES) {
	test(`Spanish ${type.name}: no English UI string`, async ({ page, request }) => {
		const target = typeof type.path === 'string' ? type.path : await type.path(page, request)
		const response = await page.goto(target)
		expect(response?.status(), target).toBeLessThan(500)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		if (type.ready) await expect(page.getByRole(type.ready as 'dialog')).toBeVisible()
		await type.act?.(page)
		const text = await shownText(page)
		expect(found(text), target).toEqual([])
		expect(idsIn(text), target).toEqual([])
		expect(runTogether(await page.locator('body').innerText()), target).toEqual([])
	})
}
