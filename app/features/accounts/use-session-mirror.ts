import { useEffect } from 'react'

// The session mirror's code (session-mirror.ts) loads after the page has hydrated, with a dynamic
// import: it only writes to local storage and listens for other tabs, so no page waits for it.
const loadMirror = () => import('./session-mirror')

type NavUser = { id: string; short_id: number; url_tag: string } | null

/**
 * Root hook: mirrors the server's user into storage, and reloads this tab when another tab logs
 * in or out (a storage event whose account differs; last_seen updates are ignored).
 */
export function useSessionMirror(user: NavUser, isProduction: boolean): void {
	const id = user?.id ?? null
	const short_id = user?.short_id
	const url_tag = user?.url_tag
	useEffect(() => {
		void loadMirror().then(({ mirrorStore, syncMirror }) => {
			const target = mirrorStore(isProduction)
			syncMirror(target, id && short_id !== undefined ? { id, short_id, url_tag: url_tag ?? '' } : null)
		})
	}, [id, short_id, url_tag, isProduction])

	useEffect(() => {
		const onStorage = (event: StorageEvent) => {
			void loadMirror().then(({ MIRROR_KEY, mirrorIdentity }) => {
				if (event.key !== MIRROR_KEY && event.key !== null) return
				const before = event.key === null ? id : mirrorIdentity(event.oldValue)
				const after = event.key === null ? null : mirrorIdentity(event.newValue)
				if (before !== after && after !== id) window.location.reload()
			})
		}
		window.addEventListener('storage', onStorage)
		return () => window.removeEventListener('storage', onStorage)
	}, [id])
}
