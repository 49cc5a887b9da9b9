// Run after `react-router build` (npm run build, npm start): writes .br and .gz siblings of the text
// files in build/client at the highest levels, once, so the server sends them without compressing per
// request (server/static.ts). Plain JavaScript: `npm start` runs it before anything is compiled.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** The text files worth compressing; images, fonts and media are compressed already. */
export const TEXT_EXTENSIONS = [
	'.js',
	'.mjs',
	'.css',
	'.svg',
	'.json',
	'.webmanifest',
	'.txt',
	'.html',
	'.xml',
	'.map',
]
/** Under 1 KB a compressed copy saves nothing worth a second file (server/compress.ts#THRESHOLD_BYTES). */
const MIN_BYTES = 1024

async function* files(dir) {
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) yield* files(full)
		else yield full
	}
}

/** Compresses every text file under `root`; returns the byte counts for a summary. */
export async function precompress(root) {
	const totals = { files: 0, raw: 0, br: 0, gz: 0 }
	for await (const file of files(root)) {
		if (file.endsWith('.br') || file.endsWith('.gz')) {
			// A sibling from an earlier build whose source is gone, or stale: written again below.
			if (!(await stat(file.slice(0, -3)).catch(() => null))) await rm(file)
			continue
		}
		if (!TEXT_EXTENSIONS.includes(path.extname(file))) continue
		const data = await readFile(file)
		if (data.byteLength < MIN_BYTES) {
			await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
			continue
		}
		const [br, gzipped] = await Promise.all([
			brotli(data, {
				params: {
					[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
					[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
					[constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
				},
			}),
			gz(data, { level: constants.Z_BEST_COMPRESSION }),
		])
		// Keep a copy only when it is smaller than the file itself.
		if (br.byteLength < data.byteLength) await writeFile(`${file}.br`, br)
		else await rm(`${file}.br`, { force: true })
		if (gzipped.byteLength < data.byteLength) await writeFile(`${file}.gz`, gzipped)
		else await rm(`${file}.gz`, { force: true })
		totals.files += 1
		totals.raw += data.byteLength
		totals.br += Math.min(br.byteLength, data.byteLength)
		totals.gz += Math.min(gzipped.byteLength, data.byteLength)
	}
	return totals
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const root = path.resolve(process.argv[2] ?? 'build/client')
	const started = performance.now()
	const t = await precompress(root)
	const kb = (n) => `${Math.round(n / 1024)} KB`
	console.log(
		`precompressed ${t.files} files in ${path.relative(process.cwd(), root)}: ${kb(t.raw)} → br ${kb(t.br)}, gzip ${kb(t.gz)} (${Math.round(performance.now() - started)} ms)`,
	)
}
