import { type Ref, useEffect, useRef, useState } from 'react'
import { Form, Link } from '~/components/local-link'
import { findStateBySlug, STATES } from '~/platform/reference/states'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import pickerEn from '~/locales/en/picker.json'
import { buttonClass } from './ui/button'
import { useRememberedPlace } from './visitor-state'

registerEnglish(pickerEn)

type StatePickerProps = {
	id?: string
	compact?: boolean
	/** Land on the state's listing for this specialty (/therapists/{state}/{slug}), and say so. */
	specialty?: { slug: string; label: string }
}

/**
 * 'Find Therapists by State': a GET form, so it works without JavaScript;
 * /therapists?state=slug(&specialty=slug) redirects to the state's listing. The state the visitor
 * chose earlier in this tab is preselected (it stays in the browser until they press the button).
 */
export function StatePicker({ id = 'state-picker', compact = false, specialty }: StatePickerProps) {
	const { state: remembered, near } = useRememberedPlace()
	const select = useRef<HTMLSelectElement>(null)
	const [chosen, setChosen] = useState('')
	useEffect(() => {
		if (!remembered || !select.current || select.current.value) return
		select.current.value = remembered.slug
		setChosen(remembered.slug)
	}, [remembered])
	const { t } = useI18n()
	const where = findStateBySlug(chosen)?.label ?? t('picker.yourState')
	const noteId = `${id}-note`
	return (
		<Form method="get" action={'/therapists'} className={compact ? 'w-full' : 'w-full max-w-xl'}>
			<label htmlFor={id} className="block font-semibold text-ink">
				{t('picker.label')}
			</label>
			{specialty ? <input type="hidden" name="specialty" value={specialty.slug} /> : null}
			{/* The ZIP the visitor last searched near, while its state is the one chosen (only with JavaScript). */}
			{/* The ZIP (and miles) the visitor last searched near, while its state is the one chosen (with JavaScript). */}
			{near && chosen === remembered?.slug
				? [...new URLSearchParams(near)].map(([name, value]) => (
						<input key={name} type="hidden" name={name} value={value} />
					))
				: null}
			<StateSelectRow
				id={id}
				emptyOption={t('picker.choose')}
				required
				buttonLabel={t('picker.button')}
				selectRef={select}
				onChange={setChosen}
				describedBy={specialty ? noteId : undefined}
			/>
			{specialty ? (
				<p id={noteId} aria-live="polite" className="mt-2 text-muted text-sm">
					{t('picker.note', { where, specialty: specialty.label.toLowerCase() })}
				</p>
			) : null}
		</Form>
	)
}

type StateSelectRowProps = {
	id: string
	/** The first option, with no value. */
	emptyOption: string
	buttonLabel: string
	/** A state must be chosen (the empty option is then a disabled placeholder). */
	required?: boolean
	defaultValue?: string
	describedBy?: string
	selectRef?: Ref<HTMLSelectElement>
	onChange?: (slug: string) => void
}

/**
 * A native state <select> and its submit button, for GET forms that must work without JavaScript
 * (the kit's Select needs it). The caller's form and label name it.
 */
export function StateSelectRow({
	id,
	emptyOption,
	buttonLabel,
	required = false,
	defaultValue = '',
	describedBy,
	selectRef,
	onChange,
}: StateSelectRowProps) {
	return (
		<div className="mt-2 flex flex-col gap-2 sm:flex-row">
			<select
				ref={selectRef}
				onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
				id={id}
				name="state"
				required={required}
				defaultValue={defaultValue}
				aria-describedby={describedBy}
				className="min-h-12 flex-1 rounded-xl border border-stone-300 bg-white px-4 text-base text-ink"
			>
				<option value="" disabled={required}>
					{emptyOption}
				</option>
				{STATES.map((s) => (
					<option key={s.code} value={s.slug}>
						{s.label}
					</option>
				))}
			</select>
			<button type="submit" className={buttonClass({ size: 'lg', className: 'rounded-xl' })}>
				{buttonLabel}
			</button>
		</div>
	)
}

export function StatesGrid() {
	const { t } = useI18n()
	return (
		<ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
			{STATES.map((s) => (
				<li key={s.code}>
					<Link to={`/therapists/${s.slug}`} className="block rounded py-1.5 text-brand-700 hover:underline">
						{t('picker.stateTherapists', { state: s.label })}
					</Link>
				</li>
			))}
		</ul>
	)
}
