import { Dialog } from '~/components/ui/dialog'
import { useForm } from '~/components/ui/use-form'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { insurersForState, OUT_OF_POCKET, paymentLabel, SLIDING_SCALE } from '~/platform/reference/insurers'
import { CostsSchema } from '../../profile.schema'
import { FormFooter } from '~/components/ui/form-footer'
import { ChoiceGroup } from '../fields'
import type { ProfileModalProps } from '../modal-props'
import { PROFILE_FORM } from '../profile-form'

const FIXED = [OUT_OF_POCKET, SLIDING_SCALE]
const FIXED_VALUES = new Set(FIXED.map((o) => o.value))

type Values = { min_cost: string; max_cost: string; payments: string[] }

/** '' stays missing (required), digits become a number, anything else is not a whole number. */
function toCost(text: string): number | undefined {
	const trimmed = text.trim()
	if (trimmed === '') return undefined
	return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

const toInput = (v: Values) => ({
	min_cost: toCost(v.min_cost),
	max_cost: toCost(v.max_cost),
	payments: v.payments,
})

/** National insurers, then those of the provider's states (and any already chosen elsewhere). */
function insurerOptions(states: readonly string[], chosen: readonly string[]) {
	const seen = new Map<string, string>()
	for (const state of states.length > 0 ? states : [null])
		for (const insurer of insurersForState(state)) seen.set(insurer.slug, insurer.label)
	for (const value of chosen)
		if (!FIXED_VALUES.has(value) && !seen.has(value)) seen.set(value, paymentLabel(value))
	return [...seen].map(([value, label]) => ({ value, label }))
}

/** Costs and Insurance: the price range per session and the ways clients can pay. */
export default function CostsModal({ profile, onClose, onSaved }: ProfileModalProps) {
	const form = useForm<Values>({
		...PROFILE_FORM,
		schema: CostsSchema,
		initial: {
			min_cost: profile.min_cost === null ? '' : String(profile.min_cost),
			max_cost: profile.max_cost === null ? '' : String(profile.max_cost),
			payments: profile.payments.map((p) => p.value),
		},
		toInput,
		onSuccess: onSaved,
	})
	const { values } = form
	const fixed = values.payments.filter((p) => FIXED_VALUES.has(p))
	const insurers = values.payments.filter((p) => !FIXED_VALUES.has(p))
	const states = [...profile.licensed_states, ...(profile.state ? [profile.state] : [])]
	return (
		<Dialog
			title="Costs and Insurance"
			onClose={onClose}
			onSubmit={form.onSubmit}
			footer={<FormFooter saving={form.busy} onCancel={onClose} formError={form.formError} />}
		>
			<p className="mb-4 text-muted">Your fee per session, in US dollars.</p>
			<div className="grid grid-cols-2 gap-x-4">
				<Field label="Minimum cost" required prefix="$" inputMode="numeric" {...form.field('min_cost')} />
				<Field label="Maximum cost" required prefix="$" inputMode="numeric" {...form.field('max_cost')} />
			</div>
			<ChoiceGroup
				legend="Payment options"
				name="payments-fixed"
				multiple
				options={FIXED}
				value={fixed}
				onChange={(next) =>
					form.set('payments', [...FIXED.map((o) => o.value).filter((v) => next.includes(v)), ...insurers])
				}
				error={form.errorFor('payments')}
			/>
			<Select
				label="Insurance accepted"
				name="payments-insurers"
				multiple
				hint="National plans, then plans offered in your states."
				options={insurerOptions(states, values.payments)}
				value={insurers}
				onChange={(next) => form.set('payments', [...fixed, ...next])}
			/>
		</Dialog>
	)
}
