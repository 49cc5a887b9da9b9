import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { answerMediaAccess } from '~/features/answers/captions.server'
import { serveMedia } from '~/platform/media/serve-media.server'
import type { Route } from './+types/media'

/**
 * GET /media/photos/<id>-<size>.webp and /media/answers/<answer id>/<file>: stored media with a
 * one-year immutable cache; an answer's files by the answer's own rule (the one its captions
 * follow), those only its author may see without being stored.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	const viewerId = context.get(userContext)?.id ?? null
	return serveMedia(params['*'] ?? '', request, undefined, async (key) =>
		key.startsWith('answers/') ? answerMediaAccess(db, key, viewerId) : 'public',
	)
}
