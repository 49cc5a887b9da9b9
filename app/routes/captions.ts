import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { findAnswerCaptions } from '~/features/answers/captions.server'
import type { Route } from './+types/captions'

/** GET /captions/<answer id>.vtt: the transcript as WebVTT for the player's captions track. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const file = params.file ?? ''
	const answerId = file.endsWith('.vtt') ? file.slice(0, -4) : ''
	const viewerId = context.get(userContext)?.id ?? null
	const captions = answerId ? await findAnswerCaptions(context.get(dbContext), answerId, viewerId) : null
	if (!captions) {
		return new Response('Not found.', {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	}
	// What only the author may see is never stored; public captions change when the transcript does.
	const headers = {
		'Cache-Control': captions.access === 'author' ? 'private, no-store' : 'public, max-age=300',
		ETag: captions.etag,
		Vary: 'Cookie',
	}
	if (
		request.headers
			.get('if-none-match')
			?.split(/\s*,\s*/)
			.includes(captions.etag)
	) {
		return new Response(null, { status: 304, headers })
	}
	return new Response(captions.vtt, { headers: { ...headers, 'Content-Type': 'text/vtt; charset=utf-8' } })
}
