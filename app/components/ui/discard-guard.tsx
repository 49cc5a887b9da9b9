import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { type Location, useBlocker } from 'react-router'
import { ConfirmDialog } from '~/components/ui/dialog'
import { useI18n } from '~/lib/i18n'

type Report = (dirty: boolean) => void

const DirtyContext = createContext<Report | null>(null)

/** True when a navigation closes (or replaces) the modal named by `param`, or leaves the page. */
export function closesModal(param: string, current: Location, next: Location): boolean {
	if (current.pathname !== next.pathname) return true
	return new URLSearchParams(current.search).get(param) !== new URLSearchParams(next.search).get(param)
}

/** The question a guard asks, and what its two answers do. */
export type DiscardQuestion = {
	title: string
	description: string
	/** The safe answer (first, focused, and Escape). */
	keepLabel: string
	/**
	 * The safe answer closes too, keeping what was typed (a draft kept elsewhere, for when it
	 * reopens); otherwise it returns to the form.
	 */
	keepCloses?: boolean
	/** Called on 'Discard', before the modal closes (to forget a draft). */
	onDiscard?: () => void
}

/** The profile modals' question (docs/product.md#visitor-journeys). */
const DISCARD_CHANGES: DiscardQuestion = {
	title: 'Discard changes?',
	description: 'What you changed in this window is not saved yet.',
	keepLabel: 'Keep editing',
}

/**
 * Asks 'Discard changes?' (or `question`) before a modal with unsaved changes closes, however it closes. Close,
 * Escape and Cancel call `requestClose`, which asks first and only then goes back in history; Back
 * itself is seen by a blocker (React Router puts a blocked Back's entry back). Asking before the
 * history moves keeps a Back pressed right after 'Keep editing' from racing that restore. Opening a
 * nested picker (?pick) is not closing.
 */
export function DiscardGuard({
	param,
	close,
	children,
	question = DISCARD_CHANGES,
}: {
	param: string
	/** Closes the modal (goes back in history). */
	close: () => void
	question?: DiscardQuestion
	children: (requestClose: () => void) => ReactNode
}) {
	const dirty = useRef(false)
	const [asking, setAsking] = useState(false)
	const report = useCallback<Report>((value) => {
		dirty.current = value
	}, [])
	const requestClose = useCallback(() => {
		if (dirty.current) setAsking(true)
		else close()
	}, [close])
	const blocker = useBlocker(
		({ currentLocation, nextLocation }) => dirty.current && closesModal(param, currentLocation, nextLocation),
	)
	const blocked = blocker.state === 'blocked'
	const { t } = useI18n()
	return (
		<DirtyContext.Provider value={report}>
			{children(requestClose)}
			{blocked || asking ? (
				<ConfirmDialog
					title={question.title}
					description={question.description}
					confirmLabel={t('shell.discard')}
					cancelLabel={question.keepLabel}
					onConfirm={() => {
						dirty.current = false
						question.onDiscard?.()
						setAsking(false)
						if (blocked) blocker.proceed()
						else close()
					}}
					onCancel={() => {
						setAsking(false)
						if (question.keepCloses) {
							// Kept elsewhere: let this close through without asking again.
							dirty.current = false
							if (blocked) blocker.proceed()
							else close()
						} else if (blocked) blocker.reset()
					}}
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
