import type { Db } from './client.server'

// Services that write `providers` call providersChanged(db); in-process readers that keep a copy
// (the search index) subscribe, so the writer's next read sees the change at once. A signal at the
// database layer lets any feature notify without importing the readers (no feature cycles).

const listeners = new WeakMap<Db, Set<() => void>>()

export function onProvidersChanged(db: Db, listener: () => void): void {
	let set = listeners.get(db)
	if (!set) {
		set = new Set()
		listeners.set(db, set)
	}
	set.add(listener)
}

/** Every write to providers already stamps updated_at; this only makes in-process readers look now. */
export function providersChanged(db: Db): void {
	for (const listener of listeners.get(db) ?? []) listener()
}
