import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { dependencyPatches } from './scripts/dependency-patches.ts'
import { linguiCatalogs } from './scripts/lingui-catalogs.ts'

// Native and WASM packages stay out of the SSR bundle: they load their own binaries at run time.
const SERVER_EXTERNALS = ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer', '@node-rs/argon2']

/**
 * The server bundle's entries: the server (index.js); the boot (boot.js), which server.js starts
 * before it loads the rest; and the search index's worker thread (index-encoding.js:
 * app/features/search/index-worker.server.ts, named by the index's definition, SEARCH_INDEX.worker),
 * which loads only what encoding rows needs rather than the whole server. What they share is in shared chunks: one instance of each module.
 */
const SERVER_ENTRIES = {
	index: './server/app.ts',
	boot: './server/boot.ts',
	'index-encoding': './app/features/search/index-worker.server.ts',
}

/** React Router names the server's one entry index.js; each entry keeps its own name instead. */
function serverEntryNames(): Plugin {
	return {
		name: 'openroom:server-entry-names',
		apply: 'build',
		outputOptions: (options) => ({ ...options, entryFileNames: '[name].js' }),
	}
}

/** A file path: the package's exports map does not name its production build. */
const reactRouterBuild = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production')
const REACT_ROUTER_PRODUCTION = [
	{ find: /^react-router$/, replacement: `${reactRouterBuild}/index.mjs` },
	{ find: /^react-router\/dom$/, replacement: `${reactRouterBuild}/dom-export.mjs` },
]

/** The modules every page loads: the client entry and the root route, with what they import. */
const SHELL_ROOTS = /\/app\/root\.tsx(\?|$)|\/entry\.client\.[jt]sx?(\?|$)/

/**
 * Pages that load mostly the same code. What two pages of one family share goes into that family's
 * chunk; a page outside every family is a family of its own.
 */
const PAGE_FAMILIES: Array<[string, RegExp]> = [
	['directory', /^(therapists|therapist|posts)$/],
	['content', /^(for-providers|billing|learn|developers|licence-checks|about\/.+|legal\/.+)$/],
	// The report form (report-profile) is a visitor's page, but its code is the account forms' (the
	// form hook, fields, robot check): beside them, it moves none of that into every page's shell.
	[
		'account',
		/^(register|login|login-link|reset|verify|account|account-deleted|availability|unsubscribe|report-profile)$/,
	],
	['follow-up', /^follow-up(-provider|-unsubscribe)?$/],
]
/**
 * The visitor pages, those with a Spanish twin (app/lib/i18n.ts): what only they share (the state
 * picker, the tags, the ZIP box) goes to `visitor-shared`, so a provider's page (register, login)
 * does not load it.
 */
const VISITOR_PAGES =
	/^(home|therapists|therapist|posts|quiz|learn|for-providers|licence-checks|legal\/.+|not-found|catch-all)$/
const ROUTE_ENTRY = /\/app\/routes\/(.*)\.tsx?\?__react-router-build-client-route$/
/**
 * Pages that take whatever chunks they need, outside the grouping below: the development pages
 * (/dev/ui, /dev/mail), the staff console and the consultation booking and cancel pages, whose few
 * visits should not make a component they share with other pages move into a chunk that every
 * visitor (or every provider page, register included) loads.
 */
const OWN_CHUNKS_ROUTE = /\/app\/routes\/(dev-|moderation\/|book-consultation|consultation-cancel)/
const isCss = (id: string) => /\.css(\?|$)/.test(id)

const pageName = (route: string) => ROUTE_ENTRY.exec(route)?.[1] ?? route
/** A Spanish twin with a module of its own (routes/es/…) counts as its English page. */
const englishPage = (route: string) => pageName(route).replace(/^es\//, '')
const familyOf = (route: string) => {
	const page = englishPage(route)
	return PAGE_FAMILIES.find(([, pages]) => pages.test(page))?.[0] ?? page
}

/**
 * Decides, once the module graph is known, which chunk each module a page loads up front goes to:
 * - `shell`: the static imports of the client entry and the root route, which every page loads, and
 *   what pages of different families share (a few small components: the budget test in
 *   tests/budget/ says when this grows too much for a visitor's page);
 * - `visitor-shared`: what visitor pages of different families share, and no provider page;
 * - `provider-shared`: what provider pages of different families share (the sign-in card, the
 *   signed-link page), and no visitor page: a visitor's page does not load it (issue 48);
 * - `<family>-shared`: what pages of one family share;
 * - `<page>-page`: what one page imports that a lazily loaded modal imports too.
 * Left alone, the bundler cuts all of these into a chunk per set of importers: a profile page loaded
 * thirteen scripts, nine of them 1-5 KB, and a phone on a slow network pays each file a round trip
 * before the page can start (docs/benchmarks.md, Lighthouse). What loads later (a modal's own code,
 * the recorder) stays where the bundler puts it.
 */
function pageChunks(chunkOf: Map<string, string>): Plugin {
	return {
		name: 'openroom:page-chunks',
		apply: 'build',
		buildEnd() {
			const ids = [...this.getModuleIds()]
			const staticImports = (roots: string[], skip: (id: string) => boolean) => {
				const found = new Set<string>()
				const stack = roots.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])
				while (stack.length > 0) {
					const id = stack.pop() as string
					if (found.has(id) || skip(id)) continue
					found.add(id)
					stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
				}
				return found
			}
			const roots = ids.filter((id) => SHELL_ROOTS.test(id))
			const shell = staticImports(roots, (id) => roots.includes(id))
			const lazy = staticImports(
				ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
				(id) => shell.has(id),
			)
			const users = new Map<string, string[]>()
			const pages = ids.filter((id) => ROUTE_ENTRY.test(id) && !OWN_CHUNKS_ROUTE.test(id))
			for (const route of pages)
				for (const id of staticImports([route], (id) => shell.has(id) || roots.includes(id)))
					users.set(id, [...(users.get(id) ?? []), route])
			for (const id of shell) chunkOf.set(id, 'shell')
			for (const [id, routes] of users) {
				const families = new Set(routes.map(familyOf))
				const visitors = routes.filter((r) => VISITOR_PAGES.test(englishPage(r))).length
				if (families.size > 1)
					chunkOf.set(
						id,
						visitors === routes.length ? 'visitor-shared' : visitors === 0 ? 'provider-shared' : 'shell',
					)
				else if (routes.length > 1) chunkOf.set(id, `${[...families][0]}-shared`)
				else if (lazy.has(id)) chunkOf.set(id, `${pageName(routes[0]).replaceAll('/', '-')}-page`)
			}
		},
	}
}

export default defineConfig(({ command, isSsrBuild }) => {
	const chunkOf = new Map<string, string>()
	return {
		plugins: [
			linguiCatalogs(),
			tailwindcss(),
			reactRouter(),
			isSsrBuild ? null : pageChunks(chunkOf),
			isSsrBuild ? null : dependencyPatches(),
			isSsrBuild ? serverEntryNames() : null,
		],
		resolve: {
			tsconfigPaths: true,
			// The browser gets React Router's production build (its package exports only the development
			// one, whose extra warnings are dead weight on every page: issue 48). The server keeps the
			// package's own entry, and so does `npm run dev`, whose server and browser share one copy.
			alias: command === 'build' && !isSsrBuild ? REACT_ROUTER_PRODUCTION : [],
		},
		ssr: { external: SERVER_EXTERNALS },
		build: isSsrBuild
			? { rollupOptions: { input: SERVER_ENTRIES } }
			: {
					rolldownOptions: {
						output: {
							codeSplitting: {
								// Scripts only: the stylesheet is linked from root.tsx. The shell first: a group also
								// takes what its modules import, and what the shell holds must stay in the shell.
								groups: [
									{
										name: 'shell',
										test: (id: string) => chunkOf.get(id) === 'shell' && !isCss(id),
										priority: 3,
									},
									{
										// Before the page chunks: a page's chunk would take what its modules import.
										name: 'visitor-shared',
										test: (id: string) => chunkOf.get(id) === 'visitor-shared' && !isCss(id),
										priority: 2,
									},
									{
										name: 'provider-shared',
										test: (id: string) => chunkOf.get(id) === 'provider-shared' && !isCss(id),
										priority: 2,
									},
									{
										// One chunk per page family, named by the function: `debugName` names the group itself.
										debugName: 'page-families',
										name: (id: string) => chunkOf.get(id),
										test: (id: string) => chunkOf.has(id) && !isCss(id),
										priority: 1,
									},
								],
							},
						},
					},
				},
	}
})
