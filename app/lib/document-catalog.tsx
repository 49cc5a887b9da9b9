import { createContext, useContext } from 'react'
import type { Catalog } from './i18n'

// A Spanish page's messages come as a file of their own, not in the page: the root loader's data
// took 15-20 ms to decode them, and in the HTML they pushed the Spanish listing's document past the
// first round trip of a slow connection (docs/decisions/0012-lingui-for-spanish.md, last addendum).
// The page preloads the file; the browser reads it before hydrating (entry.client.tsx). Its address
// names the catalogs and a hash of their text, so it is cached for good. A navigation that needs
// other messages gets them in the root loader's data.

/** The page's messages, and the address of their file. */
export type DocumentCatalog = { messages: Catalog; href: string }

/** Where the files are served (routes/page-messages.ts). */
export const PAGE_MESSAGES_PATH = '/page-messages/'

/** Given by entry.server.tsx to the server's render of a Spanish page. */
export const DocumentCatalogContext = createContext<DocumentCatalog | null>(null)

let read: DocumentCatalog | null = null
const preloadLink = () =>
	document.querySelector<HTMLLinkElement>(`link[rel="preload"][href^="${PAGE_MESSAGES_PATH}"]`)

/**
 * In the browser, before hydrating: the messages of the page as loaded. Resolves false when they
 * cannot be had; the page then stays as the server wrote it, which works without JavaScript.
 */
export async function loadDocumentMessages(): Promise<boolean> {
	const href = preloadLink()?.getAttribute('href')
	if (!href) return true
	try {
		const response = await fetch(href)
		if (!response.ok) return false
		read = { messages: (await response.json()) as Catalog, href }
		return true
	} catch {
		return false
	}
}

let onServer: Catalog | null = null
/** On the server: every Spanish message (app/lib/i18n-catalogs.server.ts gives them when it loads). */
export function setServerMessages(messages: Catalog): void {
	onServer = messages
}

/**
 * The Spanish messages outside React (meta functions): on the server all of them, in the browser
 * those the loaded page came with.
 */
export function documentMessages(): Catalog | null {
	return typeof document === 'undefined' ? onServer : (read?.messages ?? null)
}

/** The document's messages: the server's for the page it renders, the browser's as it loaded them. */
export function useDocumentCatalog(): DocumentCatalog | null {
	const rendered = useContext(DocumentCatalogContext)
	return typeof document === 'undefined' ? rendered : read
}

/** The preload of the file, rendered the same on the server and in the browser. */
export function DocumentCatalogLink({ catalog }: { catalog: DocumentCatalog }) {
	// `crossOrigin` as fetch() asks (mode cors, same origin), so that the preload is the one used.
	return <link rel="preload" as="fetch" crossOrigin="anonymous" href={catalog.href} />
}
