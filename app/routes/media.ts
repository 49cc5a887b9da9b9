import { dbContext } from '~/db/context'
import { isAnswerMediaPublic } from '~/features/answers/captions.server'
import { serveMedia } from '~/features/media/serve-media.server'
import type { Route } from './+types/media'

/**
 * GET /media/photos/<id>-<size>.webp and /media/answers/<answer id>/<file>: stored media with a
 * one-year immutable cache; an answer's files only while the answer is public.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	return serveMedia(params['*'] ?? '', request, undefined, (key) =>
		key.startsWith('answers/') ? isAnswerMediaPublic(db, key) : Promise.resolve(true),
	)
}
