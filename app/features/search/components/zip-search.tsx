import { Form } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { DEFAULT_MILES } from '../near-options'
import { NearFields } from './near-fields'
import { UseMyLocation } from './use-my-location'
import { useI18n } from '~/lib/i18n'

type ZipSearchProps = {
	id: string
	/** The ZIP sent back with its message when it was not one. */
	zip?: { value: string; error: string | null } | null
}

/**
 * 'Find therapists near a ZIP code' beside the state picker: a GET form to the landing page, which
 * sends a ZIP to its state's near listing or shows the message beside the box (docs/search.md#near-a-zip-code).
 */
export function ZipSearch({ id, zip }: ZipSearchProps) {
	const { t } = useI18n()
	return (
		<Form method="get" action={'/'} className="w-full max-w-xl">
			<p id={`${id}-title`} className="font-semibold text-ink">
				{t('near.title')}
			</p>
			<div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start">
				<div className="flex-1">
					<NearFields id={id} zip={zip?.value ?? ''} miles={DEFAULT_MILES} error={zip?.error} large />
				</div>
				<button type="submit" className={buttonClass({ size: 'lg', className: 'rounded-xl sm:mt-7' })}>
					{t('near.search')}
				</button>
			</div>
			<UseMyLocation zipInputId={id} miles={DEFAULT_MILES} />
		</Form>
	)
}
