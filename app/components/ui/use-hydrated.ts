import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

/** Set once the page has hydrated; what mounts after that renders its scripted form at once. */
let pageHydrated = false
const neverChanges = () => () => {}

/**
 * False on the server and during hydration, true afterwards (so no-JS markup can differ).
 *
 * The switch after hydration is a transition, which React renders in slices between other work. A
 * store whose snapshot differs from its server snapshot (the usual way to write this) re-renders
 * every user synchronously, in the task that runs the page's effects, which kept that task long on
 * a phone (docs/benchmarks.md, "The switch after hydration, as a transition"). The store read
 * stays for what hydrates late (a lazy dialog the server rendered open): it reads the server's
 * `false` while it hydrates, whenever that is.
 */
export function useHydrated(): boolean {
	const atMount = useSyncExternalStore(
		neverChanges,
		() => pageHydrated,
		() => false,
	)
	const [hydrated, setHydrated] = useState(atMount)
	useEffect(() => {
		// After every effect of this commit: each store read checks its snapshot in one, and one that
		// saw `true` already would re-render its component synchronously.
		if (!pageHydrated)
			queueMicrotask(() => {
				pageHydrated = true
			})
		if (!hydrated) startTransition(() => setHydrated(true))
	}, [hydrated])
	return hydrated
}
