import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// Comments point to headings of the product doc and to decision records (CONTRIBUTING.md); a renamed
// heading or file would leave them pointing nowhere, so every such pointer is checked here.

const ROOTS = ['app', 'server', 'scripts', 'tests', 'docs', 'README.md', 'CONTRIBUTING.md']
const POINTER = /docs\/(product\.md#[a-z0-9-]+|decisions\/[\w.-]+\.md)/g

function files(entry: string): string[] {
	if (!existsSync(entry)) return []
	if (statSync(entry).isFile()) return [entry]
	return readdirSync(entry).flatMap((name) => files(path.join(entry, name)))
}

/** GitHub's anchor for a heading: lower case, spaces to hyphens, punctuation dropped. */
function anchorOf(heading: string): string {
	return heading
		.toLowerCase()
		.replace(/[^a-z0-9 -]/g, '')
		.replace(/ /g, '-')
}

test('every docs pointer in the code and docs names an existing heading or decision', () => {
	const anchors = new Set(
		readFileSync('docs/product.md', 'utf8')
			.split('\n')
			.filter((line) => /^#{2,3} /.test(line))
			.map((line) => anchorOf(line.replace(/^#+ /, ''))),
	)
	const broken: string[] = []
	let seen = 0
	for (const file of ROOTS.flatMap(files)) {
		if (!/\.(ts|tsx|md|js)$/.test(file)) continue
		for (const [, target] of readFileSync(file, 'utf8').matchAll(POINTER)) {
			seen++
			const ok = target.startsWith('product.md#')
				? anchors.has(target.slice('product.md#'.length))
				: existsSync(path.join('docs', target))
			if (!ok) broken.push(`${file}: docs/${target}`)
		}
	}
	expect(seen).toBeGreaterThan(50)
	expect(broken).toEqual([])
})

/** The anchors of a benchmarks document: its headings and its explicit `<a id>`s. */
function benchmarkAnchors(file: string): Set<string> {
	const text = readFileSync(path.join('docs', file), 'utf8')
	return new Set([
		...text
			.split('\n')
			.filter((line) => /^#{1,4} /.test(line))
			.map((line) => anchorOf(line.replace(/^#+ /, ''))),
		...[...text.matchAll(/<a id="([^"]+)">/g)].map((m) => m[1]),
	])
}

test('every pointer to a section of the benchmarks or their history names an existing heading', () => {
	const anchors = {
		'benchmarks.md': benchmarkAnchors('benchmarks.md'),
		'benchmarks-history.md': benchmarkAnchors('benchmarks-history.md'),
	}
	type Doc = keyof typeof anchors
	const broken: string[] = []
	let seen = 0
	for (const file of ROOTS.flatMap(files)) {
		if (!/\.(ts|tsx|md|js)$/.test(file)) continue
		const text = readFileSync(file, 'utf8')
		const own = path.basename(file) as Doc
		const pointers = [
			...[...text.matchAll(/docs\/(benchmarks(?:-history)?\.md)#([a-z0-9-]+)/g)].map((m) => [m[1], m[2]]),
			// Links between the two documents, and within one.
			...(own in anchors
				? [...text.matchAll(/\]\((benchmarks(?:-history)?\.md)?#([a-z0-9-]+)\)/g)].map((m) => [
						m[1] ?? own,
						m[2],
					])
				: []),
		] as Array<[Doc, string]>
		for (const [doc, anchor] of pointers) {
			seen++
			if (!anchors[doc].has(anchor)) broken.push(`${file}: ${doc}#${anchor}`)
		}
	}
	expect(seen).toBeGreaterThan(20)
	expect(broken).toEqual([])
})
