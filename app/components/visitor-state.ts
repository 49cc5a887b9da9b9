import { useEffect, useState } from 'react'
import { findStateBySlug, type UsState } from '~/platform/reference/states'

/**
 * The visitor's state, remembered for this tab (sessionStorage) once they chose one, and offered on
 * the pages that ask for it. It stays in the browser: the server only sees the navigation the
 * visitor chooses (docs/product.md#visitor-journeys).
 */
const KEY = 'openroom:visitor-state'

function rememberState(slug: string): void {
	try {
		if (findStateBySlug(slug)) sessionStorage.setItem(KEY, slug)
	} catch {
		// Storage unavailable: nothing is remembered.
	}
}

function rememberedState(): UsState | null {
	try {
		return findStateBySlug(sessionStorage.getItem(KEY)) ?? null
	} catch {
		return null
	}
}

/** The remembered state, after hydration (null on the server and in the first render). */
export function useRememberedState(): UsState | null {
	const [state, setState] = useState<UsState | null>(null)
	useEffect(() => setState(rememberedState()), [])
	return state
}

/** Remembers `slug` whenever the page shows one (a listing or answers for a state). */
export function useRememberState(slug: string | null | undefined): void {
	useEffect(() => {
		if (slug) rememberState(slug)
	}, [slug])
}
