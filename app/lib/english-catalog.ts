import type { Messages } from '@lingui/core'
import shell from '~/locales/en/shell.json'

// English is the source language: its compiled catalogs are part of the bundle, as the English text
// was before the catalogs (docs/decisions/0012-lingui-for-spanish.md). The shell's is here; a page's
// or a component's own catalog is registered by the module that uses it, so it travels in that
// module's chunk and never in the bundle every page loads.
export const ENGLISH_CATALOG: Messages = { ...(shell as unknown as Messages) }

/** Adds a module's English messages (`registerEnglish(landing)` beside the import of its JSON). */
export function registerEnglish(messages: unknown): void {
	Object.assign(ENGLISH_CATALOG, messages as Messages)
}
