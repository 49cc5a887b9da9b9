import fc from 'fast-check'
import { matchRoutes, type ServerBuild } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import routeConfig from '../../app/routes'
import { pageOf, routeMatchOf, routeResolver, routeTree } from '../../server/access-log'

/** The app's own routes as the server build lists them: `root` above every route of app/routes.ts. */
type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] }
function manifestOf(entries: ConfigEntry[]): ServerBuild['routes'] {
	const manifest: Record<string, unknown> = { root: { id: 'root', path: '' } }
	const add = (list: ConfigEntry[], parentId: string) => {
		for (const entry of list) {
			// A module served at two paths (the /es twins) has an id of its own for each.
			const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
			manifest[id] = { id, parentId, path: entry.path, index: entry.index }
			add(entry.children ?? [], id)
		}
	}
	add(entries, 'root')
	return manifest as ServerBuild['routes']
}

const manifest = manifestOf(routeConfig as ConfigEntry[])
const resolve = routeResolver(manifest)

/** What the resolver must agree with: React Router's matchRoutes over the whole tree. */
const wholeTree = routeTree(manifest)
const naive = (pathname: string) => routeMatchOf(matchRoutes(wholeTree, pageOf(pathname)))

describe('the access log names a path by the route React Router picks', () => {
	it('for the app’s pages, API, files and unknown paths', () => {
		expect(resolve('/')?.pattern).toBe('/')
		expect(resolve('/therapists/california/anxiety')).toEqual({
			pattern: '/therapists/:first?/:second?/:third?',
			params: { first: 'california', second: 'anxiety' },
		})
		expect(resolve('/therapists')?.pattern).toBe('/therapists/:first?/:second?/:third?')
		expect(resolve('/therapist/jane-doe/abc123')?.pattern).toBe('/therapist/:first/:second?')
		expect(resolve('/auth/login')?.pattern).toBe('/auth/login')
		expect(resolve('/api/nothing/here')?.pattern).toBe('/api/*')
		expect(resolve('/media/a/b/c.webm')?.pattern).toBe('/media/*')
		expect(resolve('/For-Providers')?.pattern).toBe('/for-providers')
		expect(resolve('/for%2Dproviders')?.pattern).toBe('/for-providers')
		expect(resolve('/therapists/texas.data')?.pattern).toBe('/therapists/:first?/:second?/:third?')
		expect(resolve('/_root.data')?.pattern).toBe('/')
		expect(resolve('/therapists/a/b/c/d')?.pattern).toBe('/*')
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
		try {
			fc.assert(
				fc.property(pathname, (path) => {
					expect(resolve(path)).toEqual(naive(path))
				}),
				{ numRuns: 2000, seed: 13 },
			)
		} finally {
			warn.mockRestore()
		}
		// matchRoutes ranks the whole tree again on each of the 2,000 paths: about 10 s alone, over 30 s
		// when the machine's two cores are shared with the browser tests.
	}, 120_000)
})
