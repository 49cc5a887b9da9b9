// `npm run start:cluster -- --instances N`: N production servers (`node server.js`) on consecutive
// ports from PORT (3000), all on the PostgreSQL of DATABASE_URL, for a balancer in front
// (deploy/nginx.conf, docs/deploy.md). Builds first when the sources changed, as `npm start` does.
// An instance that exits is not restarted: the others are stopped and this process exits with its
// code, so whatever supervises it (systemd, a container runtime) sees the failure. SIGTERM and
// SIGINT are passed to every instance; this process exits once they all have.
// Plain JavaScript so that it runs before anything is compiled.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { buildState } from './build-freshness.js'
import { SERVER_NODE_FLAGS, serverEnv } from './server-runtime.js'

const root = path.resolve(import.meta.dirname, '..')

function option(name, fallback) {
	const i = process.argv.indexOf(`--${name}`)
	return i >= 0 ? process.argv[i + 1] : fallback
}

const count = Number(option('instances', '2'))
if (!Number.isInteger(count) || count < 1 || count > 64) {
	console.error('start:cluster: --instances must be a whole number from 1 to 64')
	process.exit(2)
}
if (!process.env.DATABASE_URL) {
	console.error(
		'start:cluster needs DATABASE_URL (PostgreSQL). The embedded database (PGlite) is one process’s\n' +
			'files: several instances cannot share it. Example:\n' +
			'  DATABASE_URL=postgres://app:secret@localhost:5432/openroom PUBLIC_URL=https://openroom.example npm run start:cluster -- --instances 2',
	)
	process.exit(2)
}
const firstPort = Number(process.env.PORT ?? 3000)
if (!process.env.PUBLIC_URL)
	console.warn(
		'start:cluster: PUBLIC_URL is not set; set it to the balancer’s address (links, cookies, Origin checks).',
	)

if (buildState() !== 'fresh') {
	console.log('Building the app…')
	const build = spawnSync(
		process.execPath,
		[path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
		{
			cwd: root,
			stdio: 'inherit',
		},
	)
	if (build.status !== 0) process.exit(build.status ?? 1)
	const { precompress } = await import('./precompress.js')
	await precompress(path.join(root, 'build/client'))
}

let stopping = false
let exitCode = 0
const children = []

function prefixed(stream, target, label) {
	let rest = ''
	stream.on('data', (chunk) => {
		const lines = (rest + chunk).split('\n')
		rest = lines.pop() ?? ''
		for (const line of lines) target.write(`${label} ${line}\n`)
	})
	stream.on('end', () => {
		if (rest) target.write(`${label} ${rest}\n`)
	})
}

function stopAll(signal) {
	for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal)
}

for (let i = 0; i < count; i++) {
	const port = firstPort + i
	const label = `[${i + 1}:${port}]`
	const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
		cwd: root,
		env: serverEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: String(port) }),
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	prefixed(child.stdout, process.stdout, label)
	prefixed(child.stderr, process.stderr, label)
	children.push(child)
	child.on('exit', (code, signal) => {
		if (!stopping) {
			console.error(
				`start:cluster: instance ${label} exited (${signal ?? `code ${code}`}); stopping the others`,
			)
			exitCode = code || 1
			stopping = true
			stopAll('SIGTERM')
		} else if (code) exitCode = Math.max(exitCode, code)
		if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode)
	})
}
console.log(`start:cluster: ${count} instances on ports ${firstPort}–${firstPort + count - 1}`)

for (const signal of ['SIGTERM', 'SIGINT']) {
	process.on(signal, () => {
		if (stopping) return
		stopping = true
		console.log(`start:cluster: ${signal}, waiting for ${count} instances to drain`)
		stopAll(signal)
	})
}
