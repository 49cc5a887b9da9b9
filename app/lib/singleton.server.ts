/**
 * One value per process, even when a module is evaluated twice (Vite dev reloads, or a script
 * and the server bundle both importing it): PGlite must be opened once.
 */
export function singleton<T>(name: string, create: () => T): T {
	const store = globalThis as unknown as { __openroomSingletons?: Map<string, unknown> }
	store.__openroomSingletons ??= new Map()
	if (!store.__openroomSingletons.has(name)) store.__openroomSingletons.set(name, create())
	return store.__openroomSingletons.get(name) as T
}

/** Forgets a value, so the next `singleton(name, …)` creates it again (a boot that failed). */
export function forgetSingleton(name: string): void {
	;(globalThis as unknown as { __openroomSingletons?: Map<string, unknown> }).__openroomSingletons?.delete(
		name,
	)
}
