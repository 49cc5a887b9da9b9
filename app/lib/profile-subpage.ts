import { data, redirect } from 'react-router'
import { localeOfPath, localizedPath } from './i18n'

// A page under a profile's URL (/therapist/{url_tag}/{short_id}/{page}): 'Report this profile' and the
// booking page. One reading of the URL, so each answers a bad or old address the same way.

/** The short_id of a URL part, or null when it cannot be one. */
export function shortIdOf(value: string | undefined): number | null {
	return value && /^\d{1,10}$/.test(value) ? Number(value) : null
}

/**
 * The profile the URL names, found by `find` (null: the 404 page); a non-canonical path (an old
 * url_tag, a padded number) moves for good to `{path}/{page}`, the query kept.
 */
export async function profileOfSubpage<P extends { short_id: number; url_tag: string }>(
	request: Request,
	params: { first: string; second?: string },
	page: string,
	find: (short_id: number) => Promise<P | null>,
	pathOf: (profile: P) => string,
): Promise<P> {
	const idText = params.second ?? params.first
	const short_id = shortIdOf(idText)
	const profile = short_id === null ? null : await find(short_id)
	if (!profile) throw data(null, { status: 404 })
	// Params arrive decoded, so compare the parts rather than an (encoded) path, as the profile does.
	const tagMatches = params.second !== undefined ? params.first === profile.url_tag : profile.url_tag === ''
	if (!tagMatches || idText !== String(profile.short_id)) {
		const url = new URL(request.url)
		throw redirect(localizedPath(`${pathOf(profile)}/${page}${url.search}`, localeOfPath(url.pathname)), 301)
	}
	return profile
}
