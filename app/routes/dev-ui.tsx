import { data } from 'react-router'
import { UiGallery } from '~/components/ui/ui-gallery'
import { getEnv } from '~/env.server'
import { RecorderGallery } from '~/features/answers/recording/recorder-gallery'
import type { Route } from './+types/dev-ui'

export const meta: Route.MetaFunction = () => [{ title: 'UI kit' }, { name: 'robots', content: 'noindex' }]

/** /dev/ui: every piece of app/components/ui in its states, to look at and screenshot. Never in production. */
export function loader() {
	if (getEnv().NODE_ENV === 'production') throw data(null, { status: 404 })
	return null
}

export default function DevUi() {
	return (
		<>
			<UiGallery />
			<RecorderGallery />
		</>
	)
}
