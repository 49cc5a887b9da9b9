import { useEffect, useState } from 'react'
import { findStateBySlug, type UsState } from '~/platform/reference/states'

/**
 * The visitor's state, remembered for this tab (sessionStorage) once they chose one, and offered on
 * the pages that ask for it. It stays in the browser: the server only sees the navigation the
 * visitor chooses (docs/product.md#visitor-journeys).
 */
const KEY = 'openroom:visitor-state'
/** The ZIP (and miles) of the last near listing, kept with its state: the visitor's last place. */
const NEAR_KEY = 'openroom:visitor-near'

/** Where the visitor last searched near: a ZIP and its radius in miles. */
export type RememberedNear = { zip: string; miles: number | null }

function rememberState(slug: string, near: RememberedNear | null | undefined): void {
	try {
		if (!findStateBySlug(slug)) return
		sessionStorage.setItem(KEY, slug)
		// A listing for the whole state (or an answers page) leaves the ZIP as it was only when it says
		// nothing about one (`undefined`); a listing without a ZIP (`null`) forgets it.
		if (near) sessionStorage.setItem(NEAR_KEY, JSON.stringify(near))
		else if (near === null) sessionStorage.removeItem(NEAR_KEY)
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

function rememberedNear(): RememberedNear | null {
	try {
		const near = JSON.parse(sessionStorage.getItem(NEAR_KEY) ?? 'null') as RememberedNear | null
		return near && /^\d{5}$/.test(near.zip) ? { zip: near.zip, miles: Number(near.miles) || null } : null
	} catch {
		return null
	}
}

/** The remembered state, after hydration (null on the server and in the first render). */
export function useRememberedState(): UsState | null {
	return useRememberedPlace().state
}

/** The remembered state and, when the last listing was near a ZIP, that ZIP (after hydration). */
export function useRememberedPlace(): { state: UsState | null; near: RememberedNear | null } {
	const [place, setPlace] = useState<{ state: UsState | null; near: RememberedNear | null }>({
		state: null,
		near: null,
	})
	useEffect(() => setPlace({ state: rememberedState(), near: rememberedNear() }), [])
	return place
}

/**
 * Remembers `slug` whenever the page shows one (a listing or answers for a state); a listing passes
 * its ZIP too (`null` when it is not near one).
 */
export function useRememberState(slug: string | null | undefined, near?: RememberedNear | null): void {
	const zip = near?.zip
	const miles = near?.miles ?? null
	const listing = near !== undefined
	useEffect(() => {
		if (slug) rememberState(slug, zip ? { zip, miles } : listing ? null : undefined)
	}, [slug, zip, miles, listing])
}
