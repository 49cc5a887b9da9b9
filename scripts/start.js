// `npm start`: build when the sources are newer than the build, then run the production server.
// Plain JavaScript so that it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtEntry = path.join(root, 'build/server/index.js')
const SOURCES = ['app', 'server', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']

function newestMtime(target) {
	if (!existsSync(target)) return 0
	const stat = statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = stat.mtimeMs
	for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
	return newest
}

const builtAt = existsSync(builtEntry) ? statSync(builtEntry).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))
if (builtAt < sourcesAt) {
	console.log(builtAt ? 'Sources changed: rebuilding…' : 'First start: building the app…')
	const result = spawnSync(
		process.execPath,
		[path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
		{
			cwd: root,
			stdio: 'inherit',
		},
	)
	if (result.status !== 0) process.exit(result.status ?? 1)
	// As in `npm run build`: the .br and .gz copies the server sends (server/static.ts).
	const { precompress } = await import('./precompress.js')
	await precompress(path.join(root, 'build/client'))
}

process.env.NODE_ENV ??= 'production'
await import(path.join(root, 'server.js'))
