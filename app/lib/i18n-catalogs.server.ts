import { createHash } from 'node:crypto'
import { type DocumentCatalog, PAGE_MESSAGES_PATH, setServerMessages } from './document-catalog'
import type { Catalog } from './i18n'
import { TWINNED_PAGES, twinnedPageAt } from './twinned-pages'

// The catalogs live in app/locales/{en,es}/*.json as ICU MessageFormat, compiled at build time
// (scripts/lingui-catalogs.ts). English, the source language, is in the client bundle
// (app/lib/english-catalog.ts); the Spanish catalogs go to the browser on Spanish pages only: a page
// preloads its set as a file, a navigation's data carries it (docs/decisions/0012-lingui-for-spanish.md).

const files = import.meta.glob<Catalog>('../locales/es/*.json', { eager: true, import: 'default' })
const spanish: Record<string, Catalog> = Object.fromEntries(
	Object.entries(files).map(([file, catalog]) => [file.replace(/^.*\/|\.json$/g, ''), catalog]),
)
// On the server every English message is at hand (e-mails, jobs, pages not yet loaded): the browser's
// English catalog holds only what the loaded modules registered (app/lib/english-catalog.ts).
const englishFiles = import.meta.glob<Catalog>('../locales/en/*.json', { eager: true, import: 'default' })
const english: Catalog = Object.assign({}, ...Object.values(englishFiles))

/** Every English message, for what the server writes (app/lib/translator.server.ts). */
export const englishCatalog = (): Catalog => english

/**
 * The catalogs a Spanish page is sent: those its entry in app/lib/twinned-pages.ts names, and every
 * catalog no twinned page names (the shell's, the listing's, the cards'). Sending the whole catalog
 * doubled a Spanish listing's HTML (112 KB against 60 KB in English); a page given too little shows
 * message ids, which tests/e2e/spanish-strings.spec.ts looks for. Only loaders read these
 * (titles, descriptions, card facts, the question bank's titles, server/refusal.ts's page, the states'
 * names in e-mails; the licence types' names, which no page shows yet): no page's browser is sent
 * them.
 */
const LOADERS_ONLY = new Set([
	'card-facts',
	'listing-titles',
	'questions',
	'refusal',
	'states',
	'licences',
	'licence-emails',
])
const PAGE_ONLY = new Set(TWINNED_PAGES.flatMap((page) => page.catalogs ?? []))

const merged = new Map<string, Catalog>()
/** One merged catalog per set of files, made once (`keep` false: made, not kept). */
function merge(names: string[], keep = true): Catalog {
	const key = names.join(' ')
	const known = merged.get(key)
	if (known) return known
	const catalog: Catalog = Object.assign({}, ...names.map((name) => spanish[name]))
	if (keep) merged.set(key, catalog)
	return catalog
}
const everything = merge(Object.keys(spanish))
setServerMessages(everything)

/**
 * The Spanish messages: all of them (for what the server writes), or those the page at an English
 * path reads (for the browser).
 */
export function spanishCatalog(englishPath?: string): Catalog {
	if (englishPath === undefined) return everything
	return merge(pageCatalogNames(englishPath))
}

function pageCatalogNames(englishPath: string): string[] {
	const own = new Set(twinnedPageAt(englishPath)?.catalogs ?? [])
	return Object.keys(spanish).filter((name) =>
		LOADERS_ONLY.has(name) ? false : PAGE_ONLY.has(name) ? own.has(name) : true,
	)
}

/**
 * The file of a set of catalogs: their names, and a hash of what they say (a new text, a new address).
 * Kept once a page has used it; a set asked for by address only is made each time, so that made-up
 * addresses cannot fill the memory.
 */
const catalogFiles = new Map<string, { name: string; json: string }>()
function catalogFile(names: string[], keep = true): { name: string; json: string } {
	const key = names.join('.')
	let file = catalogFiles.get(key)
	if (!file) {
		const json = JSON.stringify(merge(names, keep))
		const hash = createHash('sha256').update(json).digest('hex').slice(0, 12)
		file = { name: `${key}.${hash}.json`, json }
		if (keep) catalogFiles.set(key, file)
	}
	return file
}

/** A Spanish page's messages and the address of their file (app/lib/document-catalog.tsx). */
export function spanishPageMessages(englishPath: string): DocumentCatalog {
	const names = pageCatalogNames(englishPath)
	return { messages: merge(names), href: `${PAGE_MESSAGES_PATH}${catalogFile(names).name}` }
}

/**
 * The file at /page-messages/{names}.{hash}.json: null unless the names are catalogs, each once, in
 * the order a page's address lists them. A hash that is not the current one (a page from before a
 * deploy) still gets the current messages, not to be kept.
 */
export function pageMessagesFile(file: string): { json: string; current: boolean } | null {
	const match = /^([a-z.-]+)\.([0-9a-f]{12})\.json$/.exec(file)
	if (!match) return null
	const asked = match[1].split('.')
	const names = Object.keys(spanish).filter((name) => asked.includes(name))
	if (names.join('.') !== match[1]) return null
	// Another instance may have rendered the page: the set is made here too, kept only if a page here uses it.
	const found = catalogFile(names, false)
	return { json: found.json, current: found.name === file }
}
