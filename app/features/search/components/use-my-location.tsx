import { useLocalPath } from '~/components/local-link'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { type CentroidTable, currentPosition, nearestZip } from '../near-location'
import { useI18n } from '~/lib/i18n'

/**
 * 'Use my location': asks the browser for its position, finds the nearest ZIP in the browser and
 * searches near it (docs/search.md#use-my-location). Shown only with JavaScript and a geolocation API;
 * when the position is refused or unavailable, a plain sentence, and the ZIP box stays.
 */
export function UseMyLocation({ zipInputId, miles }: { zipInputId: string; miles: number }) {
	const navigate = useNavigate()
	const { t } = useI18n()
	const local = useLocalPath()
	const [supported, setSupported] = useState(false)
	const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
	useEffect(() => setSupported('geolocation' in navigator), [])
	if (!supported) return null
	const locate = async () => {
		setState('busy')
		const coords = await currentPosition()
		let zip: string | null = null
		if (coords) {
			try {
				const response = await fetch('/zip-centroids.json')
				if (response.ok)
					zip = nearestZip((await response.json()) as CentroidTable, coords.latitude, coords.longitude)
			} catch {
				zip = null
			}
		}
		if (!zip) {
			setState('failed')
			document.getElementById(zipInputId)?.focus()
			return
		}
		setState('idle')
		await navigate(`${local('/')}?near=${zip}&miles=${miles}`)
	}
	return (
		<div className="mt-2">
			<button
				type="button"
				onClick={locate}
				disabled={state === 'busy'}
				className="font-medium text-brand-700 underline disabled:opacity-60"
			>
				{state === 'busy' ? t('near.finding') : t('near.useLocation')}
			</button>
			<p role="status" className="mt-1 text-ink text-sm">
				{state === 'failed' ? t('near.locationFailed') : ''}
			</p>
		</div>
	)
}
