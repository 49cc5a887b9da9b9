import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { TWINNED_PAGES } from '~/lib/twinned-pages'

// Internal links go through the site's own Link, Form and NavLink (app/components/local-link.tsx),
// which put an English path in the page's language; nothing localises a link by hand, and the
// Spanish pages are declared once (app/lib/twinned-pages.ts). CONTRIBUTING.md, "Recipe: add a
// visitor page or string".

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return sources(full)
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
	})
}
const code = sources('app').map((file) => ({ file, text: readFileSync(file, 'utf8') }))

test('only app/components/local-link.tsx takes Link, Form or NavLink from react-router', () => {
	const direct = code
		.filter(({ file }) => file !== path.join('app', 'components', 'local-link.tsx'))
		.filter(({ text }) =>
			[...text.matchAll(/import \{([^}]*)\} from 'react-router'/g)].some((m) =>
				/\b(Link|Form|NavLink)\b/.test(m[1].replace(/\b\w+Props\b|\btype \w+/g, '')),
			),
		)
		.map(({ file }) => file)
	expect(direct).toEqual([])
})

test('no link is written in Spanish by hand: no /es/ path in a link, no localising call in a component', () => {
	const byHand = code
		.filter(({ file }) => !file.endsWith(path.join('lib', 'i18n.ts')) && !file.endsWith('routes.ts'))
		.flatMap(({ file, text }) =>
			text
				.split('\n')
				.map((line, i) => ({ line, at: `${file}:${i + 1}` }))
				.filter(({ line }) => /(to|href|action)=["{`']+\/es[/"'`]/.test(line) || /\blp\(/.test(line))
				.map(({ at, line }) => `${at} ${line.trim()}`),
		)
	expect(byHand).toEqual([])
})

test('the Spanish pages are listed once: app/routes.ts and the i18n helpers name none of them', () => {
	const routes = readFileSync('app/routes.ts', 'utf8')
	const i18n = readFileSync('app/lib/i18n.ts', 'utf8')
	const catalogs = readFileSync('app/lib/i18n-catalogs.server.ts', 'utf8')
	for (const page of TWINNED_PAGES) {
		expect(routes).not.toContain(`'es/${page.page}'`)
		// Its English route only; the twin is made from the list.
		expect(routes.match(new RegExp(`routes/${page.page}\\.tsx`, 'g')) ?? []).toHaveLength(1)
	}
	expect(i18n).not.toMatch(/therapists\|therapist\|posts/)
	expect(catalogs).not.toMatch(/\^\\\/(therapists|learn|tests)/)
})
