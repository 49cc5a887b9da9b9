/**
 * The pages with a Spanish twin under /es (docs/product.md#languages), each declared once: its path
 * pattern (as in app/routes.ts), its route module (and the Spanish one where the text is prose of its
 * own), and the Spanish catalogs its browser reads beyond those every Spanish page gets. From this
 * list: app/routes.ts makes the /es routes, hasSpanishTwin (app/lib/i18n.ts) says which paths have
 * a twin (so links, the language switch, hreflang and the sitemap's alternates follow), the server
 * sends each Spanish page its catalogs (app/lib/i18n-catalogs.server.ts), and the build groups the
 * visitor pages' code (vite.config.ts). CONTRIBUTING.md, "Recipe: add a visitor page or string".
 */
export type TwinnedPage = {
	/** Its route module, app/routes/<page>.tsx; its twin's route id is `es/<page>`. */
	page: string
	/** The path pattern without the leading slash ('' for the home page); the page's name when left out. */
	path?: string
	/** Prose written in Spanish: the twin's module is app/routes/es/<page>.tsx. */
	prose?: true
	/** Catalogs of app/locales/es that only these pages read (every other goes to every Spanish page). */
	catalogs?: readonly string[]
}

export const TWINNED_PAGES: readonly TwinnedPage[] = [
	{ page: 'home', path: '', catalogs: ['landing'] },
	{ page: 'therapists', path: 'therapists/:first?/:second?/:third?', catalogs: ['labels'] },
	// Before the profile: the first pattern that matches names the page, and the profile's own would
	// take …/report for its optional second segment.
	{ page: 'report-profile', path: 'therapist/:first/:second?/report', catalogs: ['report'] },
	{ page: 'book-consultation', path: 'therapist/:first/:second?/book', catalogs: ['consultations'] },
	{ page: 'therapist', path: 'therapist/:first/:second?', catalogs: ['contact', 'profile', 'labels'] },
	{ page: 'posts', path: 'posts/:slug', catalogs: ['posts', 'labels'] },
	{
		page: 'for-providers',
		prose: true,
		catalogs: ['forproviders', 'learn', 'content'],
	},
	{ page: 'learn', path: 'learn/:topic', prose: true, catalogs: ['learn', 'content'] },
	{ page: 'quiz', path: 'tests/:slug', catalogs: ['quiz'] },
	{
		page: 'legal/privacy-policy',
		prose: true,
		catalogs: ['learn', 'content'],
	},
	{
		page: 'legal/terms-of-use',
		prose: true,
		catalogs: ['learn', 'content'],
	},
	{
		page: 'legal/user-guidelines',
		prose: true,
		catalogs: ['learn', 'content'],
	},
	// 'How we check licences' (docs/product.md#licence-checks).
	{ page: 'licence-checks', prose: true, catalogs: ['content'] },
	{ page: 'not-found' },
	// A visitor's follow-up opens in the language the message was written from; the provider's side
	// (follow-up/provider/…) stays English.
	{
		page: 'follow-up-unsubscribe',
		path: 'follow-up/:token/unsubscribe',
		catalogs: ['followups', 'labels'],
	},
	{ page: 'follow-up', path: 'follow-up/:token', catalogs: ['followups', 'labels'] },
	// The visitor's cancel link opens in the language they booked in (docs/product.md#free-consultations).
	{ page: 'consultation-cancel', path: 'consultation/cancel/:token', catalogs: ['consultations'] },
	// 'Did your call with … happen?' opens in it too.
	{ page: 'consultation-follow-up', path: 'consultation/follow-up/:token', catalogs: ['consultations'] },
]

/** A path pattern as a regular expression: `:name` one segment, `:name?` an optional one. */
function patternOf(path: string): RegExp {
	const segments = path
		.split('/')
		.filter(Boolean)
		.map((segment) =>
			segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment}`,
		)
	return new RegExp(`^${segments.join('') || '/'}$`)
}

/** The page's path pattern (without the leading slash). */
export const pathOf = (page: TwinnedPage) => page.path ?? page.page

const PATTERNS = TWINNED_PAGES.map((page) => ({ page, pattern: patternOf(pathOf(page)) }))

/** The twinned page an English path is, if any. */
export function twinnedPageAt(englishPath: string): TwinnedPage | undefined {
	const pathname = englishPath === '/' ? '/' : englishPath.replace(/\/$/, '')
	return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.page
}
