import { createContext, useContext } from 'react'
import type { Catalog } from './i18n'

// A Spanish page's messages travel in its HTML as one JSON data block, not in the root loader's data:
// the browser reads them with one JSON.parse, where React Router's stream decoder took 15-20 ms of the
// Spanish listing's start on this machine (docs/decisions/0012-lingui-for-spanish.md, last addendum).
// A navigation that needs other messages gets them in the root loader's data, as before.

/** The messages the document carries, and their JSON as written in it. */
export type DocumentCatalog = { messages: Catalog; json: string }

const ELEMENT_ID = 'page-messages'

/** Given by entry.server.tsx to the server's render of a Spanish page. */
export const DocumentCatalogContext = createContext<DocumentCatalog | null>(null)

const written = new WeakMap<Catalog, DocumentCatalog>()
/** The catalog as the document carries it; `<` escaped so that no message can end the script. */
export function documentCatalog(messages: Catalog): DocumentCatalog {
	let known = written.get(messages)
	if (!known) {
		known = { messages, json: JSON.stringify(messages).replace(/</g, '\\u003c') }
		written.set(messages, known)
	}
	return known
}

let read: DocumentCatalog | null | undefined
/** In the browser: the messages the loaded document carried, read once. */
function readFromDocument(): DocumentCatalog | null {
	if (read === undefined) {
		const json = document.getElementById(ELEMENT_ID)?.textContent
		read = json ? { messages: JSON.parse(json) as Catalog, json } : null
	}
	return read
}

let onServer: Catalog | null = null
/** On the server: every Spanish message (app/lib/i18n-catalogs.server.ts gives them when it loads). */
export function setServerMessages(messages: Catalog): void {
	onServer = messages
}

/**
 * The Spanish messages outside React (meta functions): on the server all of them, in the browser
 * those the loaded document carried.
 */
export function documentMessages(): Catalog | null {
	return typeof document === 'undefined' ? onServer : (readFromDocument()?.messages ?? null)
}

/** The document's messages: the server's for the page it renders, the browser's as it received them. */
export function useDocumentCatalog(): DocumentCatalog | null {
	const rendered = useContext(DocumentCatalogContext)
	return typeof document === 'undefined' ? rendered : readFromDocument()
}

/** The data block itself, rendered the same on the server and in the browser. */
export function DocumentCatalogScript({ catalog }: { catalog: DocumentCatalog }) {
	// biome-ignore lint/security/noDangerouslySetInnerHtml: our own catalog, with `<` escaped (documentCatalog)
	return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: catalog.json }} />
}
