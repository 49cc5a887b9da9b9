import { data } from 'react-router'
import { pageMessagesFile } from '~/lib/i18n-catalogs.server'
import type { Route } from './+types/page-messages'

/**
 * GET /page-messages/{catalogs}.{hash}.json: a Spanish page's messages, the same file for every page
 * of its kind (app/lib/document-catalog.tsx). The hash changes with the text, so the file is kept
 * for good; an old hash gets today's messages, not to be kept.
 */
export function loader({ params }: Route.LoaderArgs) {
	const file = pageMessagesFile(params.file)
	if (!file) throw data(null, { status: 404 })
	return new Response(file.json, {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Cache-Control': file.current ? 'public, max-age=31536000, immutable' : 'no-cache',
		},
	})
}
