import { MILES_CHOICES } from '../near-options'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import nearEn from '~/locales/en/near.json'

// The ZIP box's strings, on the listing and the landing page (app/locales/{en,es}/near.json).
registerEnglish(nearEn)

type NearFieldsProps = {
	id: string
	/** The ZIP as typed (kept when it is refused). */
	zip: string
	miles: number
	/** 'Please enter a 5-digit US ZIP code.' beside the box. */
	error?: string | null
	/** The landing page's bigger boxes. */
	large?: boolean
}

/**
 * The 'ZIP code' box and the miles select (docs/search.md#near-a-zip-code): plain `near` and `miles`
 * fields of a GET form, so they work without JavaScript. The ZIP is not checked in the browser: the
 * server answers a wrong one with the message beside the box.
 */
export function NearFields({ id, zip, miles, error, large = false }: NearFieldsProps) {
	const errorId = `${id}-error`
	const { t } = useI18n()
	const box = large ? 'min-h-12 rounded-xl px-4 text-base' : 'min-h-11 rounded-lg px-3'
	return (
		<div>
			<div className="flex gap-2">
				<div className="min-w-0 flex-1">
					<label htmlFor={id} className="mb-1 block font-semibold text-ink">
						{t('near.zip')}
					</label>
					<input
						id={id}
						name="near"
						type="text"
						inputMode="numeric"
						autoComplete="postal-code"
						maxLength={10}
						defaultValue={zip}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? errorId : undefined}
						className={`w-full border border-stone-300 bg-white text-ink ${box}`}
					/>
				</div>
				<div className="shrink-0">
					<label htmlFor={`${id}-miles`} className="mb-1 block font-semibold text-ink">
						{t('near.distance')}
					</label>
					<select
						id={`${id}-miles`}
						name="miles"
						defaultValue={String(miles)}
						className={`border border-stone-300 bg-white text-ink ${box}`}
					>
						{MILES_CHOICES.map((m) => (
							<option key={m} value={m}>
								{t('near.miles', { miles: m })}
							</option>
						))}
					</select>
				</div>
			</div>
			{error ? (
				<p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
					{error}
				</p>
			) : null}
		</div>
	)
}
