import { useEffect, useState } from 'react'
import { findStateBySlug, type UsState } from '~/platform/reference/states'

/**
 * The visitor's state, remembered for this tab (sessionStorage) once they chose one, and offered on
 * the pages that ask for it. It stays in the browser: the server only sees the navigation the
 * visitor chooses (docs/product.md#visitor-journeys).
 */
const KEY = 'openroom:visitor-state'
/** The last near listing's place, as its query says it (`near=78207` or `near=78207&miles=10`). */
const NEAR_KEY = 'openroom:visitor-near'
const NEAR = /^near=\d{5}(&miles=\d+)?$/

/** `near` undefined: the page says nothing of a ZIP (kept as it was); null: a listing without one (forgotten). */
function rememberState(slug: string, near: string | null | undefined): void {
	try {
		if (!findStateBySlug(slug)) return
		sessionStorage.setItem(KEY, slug)
		if (near) sessionStorage.setItem(NEAR_KEY, near)
		else if (near === null) sessionStorage.removeItem(NEAR_KEY)
	} catch {
		// Storage unavailable: nothing is remembered.
	}
}

type Place = { state: UsState | null; near: string | null }

function rememberedPlace(): Place {
	try {
		const near = sessionStorage.getItem(NEAR_KEY)
		return {
			state: findStateBySlug(sessionStorage.getItem(KEY)) ?? null,
			near: near && NEAR.test(near) ? near : null,
		}
	} catch {
		return { state: null, near: null }
	}
}

/** The remembered state and the query of the last near listing, after hydration (none on the server). */
export function useRememberedPlace(): Place {
	const [place, setPlace] = useState<Place>({ state: null, near: null })
	useEffect(() => setPlace(rememberedPlace()), [])
	return place
}

/** The remembered state, after hydration (null on the server and in the first render). */
export function useRememberedState(): UsState | null {
	return useRememberedPlace().state
}

/**
 * Remembers `slug` whenever the page shows one (a listing or answers for a state); a listing passes
 * its near query too (`null` when it is not near a ZIP).
 */
export function useRememberState(slug: string | null | undefined, near?: string | null): void {
	useEffect(() => {
		if (slug) rememberState(slug, near)
	}, [slug, near])
}
