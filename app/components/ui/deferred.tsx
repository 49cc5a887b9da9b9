import { type ComponentType, type JSX, lazy, memo, Suspense } from 'react'

/**
 * A component whose code a page does not load before it starts (issue 48, the page weight budgets in
 * tests/budget/): the server renders it as any other (entry.server.tsx sends the page once all of it
 * is ready, so its HTML is there), the browser keeps that HTML and hydrates it when its code has
 * arrived; the code is asked for as soon as the page hydrates. For parts that do nothing before a
 * person uses them (a player's own controls); a click before then is replayed by React once hydrated.
 * Memoized: the server's HTML stays as long as the props do not change (an update to a part not yet
 * hydrated would make React render it afresh, without the server's HTML).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
	const Lazy = lazy(async () => ({ default: await load() }))
	const Deferred = memo((props: P) => (
		<Suspense fallback={null}>
			<Lazy {...(props as P & JSX.IntrinsicAttributes)} />
		</Suspense>
	))
	return Deferred as unknown as ComponentType<P>
}
