import fc from 'fast-check'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import routeConfig from '../../app/routes'
import { routeResolver } from '../../server/access-log'

/** The app's own routes as the server build lists them: `root` above every route of app/routes.ts. */
type ConfigEntry = { file: string; path?: string; index?: boolean; children?: ConfigEntry[] }
function manifestOf(entries: ConfigEntry[]): ServerBuild['routes'] {
	const manifest: Record<string, unknown> = { root: { id: 'root', path: '' } }
	const add = (list: ConfigEntry[], parentId: string) => {
		for (const entry of list) {
			const id = entry.file.replace(/\.[jt]sx?$/, '')
			manifest[id] = { id, parentId, path: entry.path, index: entry.index }
			add(entry.children ?? [], id)
		}
	}
	add(entries, 'root')
	return manifest as ServerBuild['routes']
}

/** What the resolver must agree with: React Router's matchRoutes over the whole tree. */
function naive(manifest: ServerBuild['routes'], pathname: string) {
	const entries = Object.values(manifest).filter((route) => route !== undefined)
	const tree = (parentId: string | undefined): RouteObject[] =>
		entries
			.filter((route) => route.parentId === parentId)
			.map((route) =>
				route.index
					? { id: route.id, path: route.path, index: true }
					: { id: route.id, path: route.path, children: tree(route.id) },
			)
	const page = pathname.endsWith('.data') ? pathname.slice(0, -5).replace(/^\/_root$/, '/') : pathname
	const matches = matchRoutes(tree(undefined), page)
	if (!matches) return null
	const pattern = `/${matches
		.map((m) => m.route.path)
		.filter(Boolean)
		.join('/')}`.replace(/\/+/g, '/')
	return { pattern, params: matches[matches.length - 1].params }
}

const manifest = manifestOf(routeConfig as ConfigEntry[])
const resolve = routeResolver(manifest)
const ids = (pathname: string) => {
	const match = resolve(pathname)
	return match && { pattern: match.pattern, params: match.params }
}

describe('the access log names a path by the route React Router picks', () => {
	it('for the app’s pages, API, files and unknown paths', () => {
		expect(ids('/')?.pattern).toBe('/')
		expect(ids('/therapists/california/anxiety')).toEqual({
			pattern: '/therapists/:first?/:second?',
			params: { first: 'california', second: 'anxiety' },
		})
		expect(ids('/therapists')?.pattern).toBe('/therapists/:first?/:second?')
		expect(ids('/therapist/jane-doe/abc123')?.pattern).toBe('/therapist/:first/:second?')
		expect(ids('/auth/login')?.pattern).toBe('/auth/login')
		expect(ids('/api/nothing/here')?.pattern).toBe('/api/*')
		expect(ids('/media/a/b/c.webm')?.pattern).toBe('/media/*')
		expect(ids('/For-Providers')?.pattern).toBe('/for-providers')
		expect(ids('/for%2Dproviders')?.pattern).toBe('/for-providers')
		expect(ids('/therapists/texas.data')?.pattern).toBe('/therapists/:first?/:second?')
		expect(ids('/_root.data')?.pattern).toBe('/')
		expect(ids('/therapists/a/b/c')?.pattern).toBe('/*')
	})

	it('agrees with matchRoutes over the whole tree for any path', () => {
		const known = [
			'therapists',
			'therapist',
			'api',
			'auth',
			'login',
			'link',
			'account',
			'deleted',
			'legal',
			'privacy-policy',
			'media',
			'tests',
			'About',
			'directory-health',
			'x%2Fy',
			'%E0%A4%A',
			'',
		]
		const segment = fc.oneof(fc.constantFrom(...known), fc.stringMatching(/^[\w%.-]{1,8}$/))
		const pathname = fc
			.tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
			.map(([parts, data]) => `/${parts.join('/')}${data ? '.data' : ''}`)
		// React Router warns of each malformed percent-encoding it meets; both sides meet the same ones.
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		fc.assert(
			fc.property(pathname, (path) => {
				expect(resolve(path)).toEqual(naive(manifest, path))
			}),
			{ numRuns: 2000, seed: 13 },
		)
		warn.mockRestore()
	})
})
