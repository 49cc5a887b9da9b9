// Whether the production build is older than what it is built from: `npm start` rebuilds then, and
// the Lighthouse audit too. Plain JavaScript so that `npm start` can use it before anything is compiled.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SOURCES = [
	'app',
	'server',
	'public',
	'scripts/precompress.js',
	'package-lock.json',
	'vite.config.ts',
	'react-router.config.ts',
]

function newestMtime(target) {
	if (!existsSync(target)) return 0
	const stat = statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
	return newest
}

/** 'missing', 'stale' or 'fresh'. */
export function buildState() {
	const builtEntry = path.join(root, 'build/server/index.js')
	if (!existsSync(builtEntry)) return 'missing'
	const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))
	return statSync(builtEntry).mtimeMs < sourcesAt ? 'stale' : 'fresh'
}
