import type { Locale } from '~/lib/i18n'
import { referenceLabel } from '~/lib/reference-label'
import { serverI18n } from '~/lib/translator.server'
import type { UsState } from './states'

// The states' names in each language are catalog entries, `label.state.<code>` in
// app/locales/{en,es}/states.json (the English file extracted from states.ts, npm run i18n:labels).
// Only the server names a state this way (the follow-up e-mails): no page is sent the file
// (app/lib/i18n-catalogs.server.ts).

/** A state's name as a page in the language writes it ('Nueva York' on a Spanish page). */
export function stateNameIn(state: UsState, locale: Locale): string {
	return referenceLabel(serverI18n(locale), 'state', state.code, state.name)
}
