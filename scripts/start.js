// `npm start`: build when the sources are newer than the build, then run the production server.
// Plain JavaScript so that it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildState } from './build-freshness.js'

const root = path.resolve(import.meta.dirname, '..')
const build = buildState()
if (build !== 'fresh') {
	console.log(build === 'stale' ? 'Sources changed: rebuilding…' : 'First start: building the app…')
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
