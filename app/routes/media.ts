import { serveMedia } from '~/features/media/serve-media.server'
import type { Route } from './+types/media'

/** GET /media/photos/<id>-<size>.webp: stored media with a one-year immutable cache. */
export function loader({ request, params }: Route.LoaderArgs) {
	return serveMedia(params['*'] ?? '', request)
}
