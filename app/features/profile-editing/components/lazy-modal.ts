import { type ComponentType, lazy } from 'react'

/** Up to 3 reload retries (docs/product.md#limits), counted in the `retries` query parameter. */
const MAX_RELOAD_RETRIES = 3
export const RETRIES_PARAM = 'retries'

/** Thrown once the retries are used up; the modal host shows a clear message for it. */
export class LazyLoadError extends Error {
	constructor(cause: unknown) {
		super('This part of the page could not be loaded.', { cause })
		this.name = 'LazyLoadError'
	}
}

/** The retry count in a URL (0 when absent or unreadable). */
function retriesIn(url: URL): number {
	const value = Number.parseInt(url.searchParams.get(RETRIES_PARAM) ?? '0', 10)
	return Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * React.lazy with the spec's recovery: when a chunk fails to load (typically stale assets after a
 * deploy), reload the page with retries+1, so the new HTML points at the new assets. The URL keeps
 * ?edit=…, so the modal opens again by itself. After 3 reloads, fail with LazyLoadError.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
	return lazy(async () => {
		try {
			return await load()
		} catch (error) {
			const url = new URL(window.location.href)
			const retries = retriesIn(url)
			if (retries >= MAX_RELOAD_RETRIES) throw new LazyLoadError(error)
			url.searchParams.set(RETRIES_PARAM, String(retries + 1))
			window.location.replace(url.toString())
			// The page is going away: keep showing the loading state until it does.
			return new Promise<never>(() => {})
		}
	})
}
