import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Dialog } from './dialog'
import { FieldError } from './field'
import { OptionList, type SelectProps } from './select-list'
import { useIsPhone } from './use-is-phone'
import { useUrlDialog } from './use-url-dialog'

/** The search parameter of a select's phone sheet (?pick=licensed_states): Back closes only the sheet. */
const PICK_PARAM = 'pick'

/**
 * The one select: a button that opens a list of checkboxes or radios, with a
 * search box above 10 options. From 640px the list opens in place; on phones it opens as a
 * full-screen sheet (a modal dialog, a URL dialog: Back closes the sheet and nothing under it, so a
 * form around it keeps what was typed). Chosen values show as removable chips.
 */
export function Select(props: SelectProps) {
	const { label, options, value, multiple = false, max, error, hint, required } = props
	const id = useId()
	const is_phone = useIsPhone()
	const [inlineOpen, setInlineOpen] = useState(false)
	const sheet = useUrlDialog(PICK_PARAM)
	const open = is_phone ? sheet.value === props.name : inlineOpen
	const button = useRef<HTMLButtonElement>(null)
	const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v
	const chosen = value.map(labelOf)
	const summary =
		chosen.length === 0
			? (props.noneLabel ?? props.placeholder ?? (multiple ? 'Choose…' : 'Choose one…'))
			: multiple
				? `${chosen.length} chosen`
				: chosen[0]

	const close = () => {
		if (is_phone) {
			// The sheet's Dialog puts focus back on the button.
			if (sheet.value === props.name) sheet.close()
			return
		}
		setInlineOpen(false)
		requestAnimationFrame(() => button.current?.focus())
	}
	const show = () => (is_phone ? sheet.open(props.name) : setInlineOpen(true))

	const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<div className="mb-5">
			<span id={`${id}-label`} className="block font-medium text-ink">
				{label}
				{required ? null : <span className="font-normal text-muted"> (optional)</span>}
			</span>
			{hint ? (
				<p id={`${id}-hint`} className="mt-0.5 text-muted text-sm">
					{hint}
				</p>
			) : null}
			<button
				ref={button}
				type="button"
				onClick={() => (open ? close() : show())}
				aria-haspopup={is_phone ? 'dialog' : undefined}
				aria-expanded={open}
				aria-controls={open && !is_phone ? `${id}-panel` : undefined}
				aria-labelledby={`${id}-label ${id}-value`}
				aria-describedby={describedBy || undefined}
				aria-invalid={error ? true : undefined}
				className="mt-1 flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-ink hover:border-brand-700 aria-[invalid=true]:border-red-700"
			>
				<span id={`${id}-value`} className={chosen.length === 0 ? 'text-muted' : undefined}>
					{summary}
				</span>
				<svg
					aria-hidden="true"
					viewBox="0 0 20 20"
					className={`h-5 w-5 flex-none transition ${open ? 'rotate-180' : ''}`}
				>
					<path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" />
				</svg>
			</button>
			{multiple && chosen.length > 0 ? (
				<ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
					{value.map((v) => (
						<li key={v}>
							<button
								type="button"
								onClick={() => props.onChange(value.filter((x) => x !== v))}
								className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-100 py-1 pr-2 pl-3 text-brand-900 text-sm hover:bg-brand-200"
								aria-label={`Remove ${labelOf(v)}`}
							>
								{labelOf(v)}
								<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
									<path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="1.8" />
								</svg>
							</button>
						</li>
					))}
				</ul>
			) : null}
			<FieldError id={`${id}-error`} message={error} />
			{open ? (
				is_phone ? (
					<Dialog title={label} onClose={close} size="sm">
						<OptionList {...props} idBase={id} onDone={close} />
					</Dialog>
				) : (
					<InlinePanel id={`${id}-panel`} onEscape={close}>
						<OptionList {...props} idBase={id} onDone={close} />
					</InlinePanel>
				)
			) : null}
			{max !== undefined && multiple ? (
				<p className="sr-only" aria-live="polite">
					{`${value.length} of ${max} chosen`}
				</p>
			) : null}
		</div>
	)
}

/** The list opened in place (from 640px). Escape closes the list only, not the dialog around it. */
function InlinePanel({ id, onEscape, children }: { id: string; onEscape: () => void; children: ReactNode }) {
	const ref = useRef<HTMLDivElement>(null)
	const onEscapeRef = useRef(onEscape)
	onEscapeRef.current = onEscape
	useEffect(() => {
		const panel = ref.current
		if (!panel) return
		const onKeyDown = (event: globalThis.KeyboardEvent) => {
			if (event.key !== 'Escape') return
			event.preventDefault()
			event.stopPropagation()
			onEscapeRef.current()
		}
		panel.addEventListener('keydown', onKeyDown)
		return () => panel.removeEventListener('keydown', onKeyDown)
	}, [])
	return (
		<div ref={ref} id={id} className="mt-2 rounded-xl border border-stone-300 bg-white p-3 shadow-md">
			{children}
		</div>
	)
}
