import { useSyncExternalStore } from 'react'

/** Phones: narrower than Tailwind's `sm` breakpoint (640px). */
const PHONE_QUERY = '(max-width: 639.98px)'

function subscribe(onChange: () => void) {
	const query = window.matchMedia(PHONE_QUERY)
	query.addEventListener('change', onChange)
	return () => query.removeEventListener('change', onChange)
}

/** True below 640px; false while rendering on the server. */
export function useIsPhone(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => window.matchMedia(PHONE_QUERY).matches,
		() => false,
	)
}
