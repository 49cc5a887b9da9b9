import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// The file-level check (npm run check:cycles) misses loops between features made of files that do
// not import each other: therapists → profile-editing → … → therapists. Features form layers
// (CONTRIBUTING.md, "Where code goes"), so the graph of features, tests aside, must have no cycle,
// and nothing below the routes may import a route or the root module.

// Product folders live in app/features, the machinery that runs them in app/platform; both count
// as nodes of one graph, so a loop through the machinery is caught too.
const LAYERS = ['app/features', 'app/platform']

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (statSync(full).isDirectory()) return sources(full)
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support/.test(name) ? [full] : []
	})
}

/** Every code file under `dir`, tests included. */
function everyFile(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		return statSync(full).isDirectory() ? everyFile(full) : /\.tsx?$/.test(name) ? [full] : []
	})
}

function importsOf(file: string): string[] {
	return [...readFileSync(file, 'utf8').matchAll(/from '(~\/[^']+)'/g)].map((m) => m[1])
}

test('features import each other without a cycle', () => {
	const graph = new Map<string, Set<string>>()
	for (const layer of LAYERS) {
		for (const folder of readdirSync(layer)) {
			const node = `${path.basename(layer)}/${folder}`
			const deps = new Set<string>()
			for (const file of sources(path.join(layer, folder))) {
				for (const target of importsOf(file)) {
					const other = /^~\/((?:features|platform)\/[^/]+)/.exec(target)?.[1]
					if (other && other !== node) deps.add(other)
				}
			}
			graph.set(node, deps)
		}
	}
	const cycles: string[] = []
	const state = new Map<string, 'visiting' | 'done'>()
	const visit = (node: string, trail: string[]) => {
		if (state.get(node) === 'done') return
		if (state.get(node) === 'visiting') {
			cycles.push([...trail.slice(trail.indexOf(node)), node].join(' → '))
			return
		}
		state.set(node, 'visiting')
		for (const next of graph.get(node) ?? []) visit(next, [...trail, node])
		state.set(node, 'done')
	}
	for (const node of graph.keys()) visit(node, [])
	expect(graph.size).toBeGreaterThan(10)
	expect(cycles).toEqual([])
})

test('app/platform imports no feature: features use the machinery, never the other way', () => {
	// Tests included: a test of the machinery that needs a product (photos, accounts) lives with it.
	const upward = everyFile('app/platform').flatMap((file) =>
		[...readFileSync(file, 'utf8').matchAll(/from '((?:~\/|(?:\.\.\/)+)features\/[^']+)'/g)].map(
			(m) => `${file} → ${m[1]}`,
		),
	)
	expect(upward).toEqual([])
})

test('app/features holds no engine code: the search engine is app/platform/search-engine alone', () => {
	// The engine is the search index's machinery (CONTRIBUTING.md, "Where code goes"); the search
	// feature only defines what it indexes (app/features/search/index-definition.server.ts). The
	// criterion, on every file under app/features, tests included: (1) none has the name of an
	// engine module or its test, (2) none declares a name an engine module exports (a class,
	// function, type or constant: a copy of bitset.ts under another name declares Bitset), and
	// (3) none imports node:worker_threads, which only the engine's build uses. A feature uses the
	// engine by importing it, never by holding a part of it.
	const ENGINE = 'app/platform/search-engine'
	const engine = everyFile(ENGINE)
	const moduleName = (file: string) => path.basename(file).replace(/(\.test)?\.tsx?$/, '')
	const engineModules = new Set(engine.map(moduleName))
	// A top-level declaration (exported or not) and its name.
	const declaration = String.raw`(?:abstract\s+)?(?:class|interface|type|enum|(?:async\s+)?function\*?|const|let)\s+([A-Za-z_$][\w$]*)`
	const names = (file: string, prefix: string) =>
		[...readFileSync(file, 'utf8').matchAll(new RegExp(`^${prefix}${declaration}`, 'gm'))].map((m) => m[1])
	const engineNames = new Set(
		engine
			.filter((file) => !/\.test\.tsx?$/.test(file))
			.flatMap((file) => names(file, String.raw`export\s+`)),
	)
	// The list is real: the engine's main parts are there (a rename here must update this test).
	for (const part of ['bitset', 'key-masks', 'keyword-index', 'index-build', 'index-encoding.server'])
		expect(engineModules).toContain(part)
	for (const name of ['Bitset', 'KeyMasks', 'KeywordIndex', 'RowColumns', 'Snapshot', 'createSearchIndex'])
		expect(engineNames).toContain(name)
	const found = everyFile('app/features').flatMap((file) => {
		const text = readFileSync(file, 'utf8')
		return [
			...(engineModules.has(moduleName(file)) ? [`${file}: named like an engine module`] : []),
			...names(file, String.raw`(?:export\s+)?`)
				.filter((name) => engineNames.has(name))
				.map((name) => `${file}: declares ${name}, which the engine exports`),
			...(/from '(?:node:)?worker_threads'/.test(text) ? [`${file}: imports node:worker_threads`] : []),
		]
	})
	expect(found).toEqual([])
})

test('nothing below the routes imports a route or the root module', () => {
	const upward = [...LAYERS, 'app/components', 'app/lib', 'app/auth', 'app/db']
		.flatMap(sources)
		.flatMap((file) =>
			importsOf(file)
				.filter((target) => target.startsWith('~/routes') || target === '~/root')
				.map((target) => `${file} → ${target}`),
		)
	expect(upward).toEqual([])
})

test('app/features holds the product and app/platform the machinery, each folder named in CONTRIBUTING', () => {
	const contributing = readFileSync('CONTRIBUTING.md', 'utf8')
	const row = (folder: string) =>
		contributing.split('\n').find((line) => line.startsWith(`| \`${folder}/`)) ?? ''
	const unnamed = LAYERS.flatMap((layer) =>
		readdirSync(layer)
			.filter(
				(name) =>
					!new RegExp(`\\b${name}\\b`).test(
						row(`${layer}/<${layer.endsWith('features') ? 'feature' : 'part'}>`),
					),
			)
			.map((name) => `${layer}/${name}`),
	)
	expect(unnamed).toEqual([])
})

test("README's architecture map names every folder of app/features and app/platform", () => {
	const readme = readFileSync('README.md', 'utf8')
	const map = readme.slice(
		readme.indexOf('## Architecture'),
		readme.indexOf('```\n\n', readme.indexOf('## Architecture')),
	)
	const unnamed = LAYERS.flatMap((layer) =>
		readdirSync(layer)
			.filter((name) => !new RegExp(`\\b${name}\\b`).test(map))
			.map((name) => `${layer}/${name}`),
	)
	expect(unnamed).toEqual([])
})

test('only app/env.server.ts reads process.env (everything else asks getEnv)', () => {
	// The backup passes the whole environment on to pg_dump and psql, which read PGPASSWORD and PATH.
	const allowed = new Set(['app/env.server.ts', 'app/platform/backup/backup.server.ts'])
	const readers = ['app', 'server']
		.flatMap(sources)
		.filter((file) => !allowed.has(file) && /\bprocess\.env\b/.test(readFileSync(file, 'utf8')))
	expect(readers).toEqual([])
})
