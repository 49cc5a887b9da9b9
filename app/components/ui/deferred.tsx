import { type ComponentType, type JSX, lazy, memo, type RefObject, Suspense, useEffect, useRef } from 'react'

/**
 * A component whose code a page does not load before it starts (issue 48, the page weight budgets in
 * tests/budget/): the server renders it as any other (entry.server.tsx sends the page once all of it
 * is ready, so its HTML is there), the browser keeps that HTML and hydrates it when its code has
 * arrived; the code is asked for as soon as the page hydrates. For parts that do nothing before a
 * person uses them (a player's own controls).
 * Memoized: the server's HTML stays as long as the props do not change (an update to a part not yet
 * hydrated would make React render it afresh, without the server's HTML).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
	keepEarlyClicks()
	const Lazy = lazy(async () => ({ default: await load() }))
	const Deferred = memo((props: P) => {
		const region = useRef<HTMLDivElement>(null)
		return (
			<div data-deferred="" ref={region}>
				<Suspense fallback={null}>
					<Lazy {...(props as P & JSX.IntrinsicAttributes)} />
					<ClickAgainWhenHydrated region={region} />
				</Suspense>
			</div>
		)
	})
	return Deferred as unknown as ComponentType<P>
}

// React replays no click on server HTML whose code has not arrived: it drops it. So a click on a
// button of a part not yet hydrated is held here (before React sees it) and given again once it is,
// e.g. 'Play' pressed on a slow phone while the player's code is still on its way.
const hydrated = new WeakSet<Element>()
const heldClicks = new WeakMap<Element, HTMLElement>()
let holding = false

function keepEarlyClicks() {
	if (holding || typeof document === 'undefined') return
	holding = true
	document.addEventListener(
		'click',
		(event) => {
			const target = event.target instanceof Element ? event.target : null
			const region = target?.closest('[data-deferred]')
			const button = target?.closest('button')
			if (!region || !button || !region.contains(button) || hydrated.has(region)) return
			event.stopImmediatePropagation()
			heldClicks.set(region, button)
		},
		true,
	)
}

function ClickAgainWhenHydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
	useEffect(() => {
		const element = region.current
		if (!element) return
		hydrated.add(element)
		const button = heldClicks.get(element)
		heldClicks.delete(element)
		if (button?.isConnected) button.click()
	}, [region])
	return null
}
