import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react'
import { type Location, useBlocker } from 'react-router'
import { ConfirmDialog } from '~/components/ui/dialog'

type Report = (dirty: boolean) => void

const DirtyContext = createContext<Report | null>(null)

/** True when a navigation closes (or replaces) the modal named by `param`, or leaves the page. */
export function closesModal(param: string, current: Location, next: Location): boolean {
	if (current.pathname !== next.pathname) return true
	return new URLSearchParams(current.search).get(param) !== new URLSearchParams(next.search).get(param)
}

/**
 * Asks 'Discard changes?' before a modal with unsaved changes closes, however it closes: Close,
 * Escape and Cancel go back in history, and Back is a history change too, so one blocker sees them
 * all (React Router puts a blocked Back's entry back). Opening a nested picker (?pick) is not closing.
 */
export function DiscardGuard({ param, children }: { param: string; children: ReactNode }) {
	const dirty = useRef(false)
	const report = useCallback<Report>((value) => {
		dirty.current = value
	}, [])
	const blocker = useBlocker(
		({ currentLocation, nextLocation }) => dirty.current && closesModal(param, currentLocation, nextLocation),
	)
	return (
		<DirtyContext.Provider value={report}>
			{children}
			{blocker.state === 'blocked' ? (
				<ConfirmDialog
					title="Discard changes?"
					description="What you changed in this window is not saved yet."
					confirmLabel="Discard"
					cancelLabel="Keep editing"
					onConfirm={() => {
						dirty.current = false
						blocker.proceed()
					}}
					onCancel={() => blocker.reset()}
				/>
			) : null}
		</DirtyContext.Provider>
	)
}

/** A form tells the guard around it whether it has unsaved changes (nothing happens without a guard). */
export function useReportDirty(dirty: boolean): Report | null {
	const report = useContext(DirtyContext)
	useEffect(() => {
		report?.(dirty)
	}, [report, dirty])
	useEffect(() => () => report?.(false), [report])
	return report
}
