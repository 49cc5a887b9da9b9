import { useId } from 'react'
import { FieldError } from '~/components/ui/field'
import { WEEKDAYS } from '~/db/schema/consultations'
import type { WindowRow } from '../settings-form'

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
	mon: 'Monday',
	tue: 'Tuesday',
	wed: 'Wednesday',
	thu: 'Thursday',
	fri: 'Friday',
	sat: 'Saturday',
	sun: 'Sunday',
}
const INPUT =
	'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-red-700'

type WindowRowsProps = { rows: WindowRow[]; error?: string; onChange: (rows: WindowRow[]) => void }

/**
 * The weekly windows (day, from, to in the provider's zone; several per day): one row each, named
 * window_day_N / window_from_N / window_to_N for a post without JavaScript. An empty row is ignored.
 */
export function WindowRows({ rows, error, onChange }: WindowRowsProps) {
	const id = useId()
	const set = (index: number, part: keyof WindowRow, value: string) =>
		onChange(rows.map((row, i) => (i === index ? { ...row, [part]: value } : row)))
	return (
		<fieldset
			className="mb-3"
			aria-invalid={error ? true : undefined}
			aria-describedby={error ? `${id}-error` : `${id}-hint`}
		>
			<legend className="font-medium text-ink">Weekly open times</legend>
			<p id={`${id}-hint`} className="mt-0.5 text-muted text-sm">
				A day and a window, such as Tuesday 09:00 to 11:00. Add several for one day.
			</p>
			<div className="mt-2 space-y-2">
				{rows.map((row, index) => (
					<div
						// The rows have no identity of their own: their place is what the form posts.
						// biome-ignore lint/suspicious/noArrayIndexKey: see above
						key={index}
						className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_auto_auto]"
						data-window-row={index}
					>
						<label className="col-span-2 block text-sm text-ink sm:col-span-1">
							Day {index + 1}
							<select
								name={`window_day_${index}`}
								value={row.day}
								onChange={(e) => set(index, 'day', e.currentTarget.value)}
								className={INPUT}
							>
								<option value="">No window</option>
								{WEEKDAYS.map((day) => (
									<option key={day} value={day}>
										{DAY_NAMES[day]}
									</option>
								))}
							</select>
						</label>
						<label className="block text-sm text-ink">
							From
							<input
								type="time"
								name={`window_from_${index}`}
								value={row.from}
								onChange={(e) => set(index, 'from', e.currentTarget.value)}
								className={INPUT}
							/>
						</label>
						<label className="block text-sm text-ink">
							To
							<input
								type="time"
								name={`window_to_${index}`}
								value={row.to}
								onChange={(e) => set(index, 'to', e.currentTarget.value)}
								className={INPUT}
							/>
						</label>
					</div>
				))}
			</div>
			<FieldError id={`${id}-error`} message={error} />
		</fieldset>
	)
}
