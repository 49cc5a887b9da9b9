/**
 * The slugs of the nine "Ask Therapists" posts, in their order: the site's menus need only these (their
 * titles are in the catalogs, app/locales/{en,es}/shell.json), so the posts and tags stay out of the
 * bundle every page loads. posts.ts checks at import that its posts are these, in this order.
 */
export const POST_SLUGS = [
	'why-i-became-a-therapist',
	'advice-for-starting-therapy',
	'what-are-therapists-like',
	'what-is-therapy-like',
	'how-can-teletherapy-work',
	'anxiety',
	'depression',
	'cognitive-behavioral-cbt',
	'trauma-and-ptsd',
] as const
