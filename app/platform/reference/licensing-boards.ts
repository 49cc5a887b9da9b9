/**
 * Where a person checks a licence at its source: each state's licence look-up page (issue 46), shown
 * beside a licence on the profile and to a moderator confirming a claim by hand. Data, with its source
 * and date, in licensing-boards.json; a state without a page on file gets the national NPI registry
 * search, which the page names as such (it is self-reported, not the board).
 */
import BOARD_DATA from './licensing-boards.json'
import { findStateByCode } from './states'

export type BoardLookup = { name: string; url: string; state: string | null }

export const LICENSING_BOARDS_SOURCE = { text: BOARD_DATA.source, updated: BOARD_DATA.updated }

const BY_STATE = BOARD_DATA.states as Record<string, Array<{ name: string; url: string }>>

/** The look-up pages for a state: its boards' pages, or the national fallback (state null). */
export function boardLookups(stateCode: string): BoardLookup[] {
	const state = findStateByCode(stateCode)?.code
	const pages = state ? BY_STATE[state] : undefined
	if (!pages?.length) return [{ ...BOARD_DATA.fallback, state: null }]
	return pages.map((page) => ({ ...page, state: state ?? null }))
}

function assertConsistent(): void {
	for (const [code, pages] of Object.entries(BY_STATE)) {
		if (!findStateByCode(code)) throw new Error(`licensing-boards.json: unknown state '${code}'`)
		for (const page of pages)
			if (!page.url.startsWith('https://'))
				throw new Error(`licensing-boards.json: ${code} needs an https URL`)
	}
}
assertConsistent()
