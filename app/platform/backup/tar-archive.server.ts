// A .tar.gz writer and reader (POSIX ustar, regular files only), streamed: backups hold recordings
// of up to 150 MB and a whole database, so nothing is read into memory at once.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

const BLOCK = 512

export type ArchiveEntry = {
	/** Relative, '/'-separated. */
	name: string
	size: number
	body: () => AsyncIterable<Uint8Array>
}

function splitName(name: string): { prefix: string; base: string } {
	if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name }
	// ustar keeps long names as prefix (155) + '/' + name (100).
	for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
		const prefix = name.slice(0, i)
		const base = name.slice(i + 1)
		if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base }
	}
	throw new Error(`name too long for the archive: ${name}`)
}

function octal(value: number, width: number): string {
	return `${value.toString(8).padStart(width - 1, '0')}\0`
}

function header(name: string, size: number, mtime: number): Buffer {
	const block = Buffer.alloc(BLOCK)
	const { prefix, base } = splitName(name)
	block.write(base, 0, 100)
	block.write(octal(0o644, 8), 100)
	block.write(octal(0, 8), 108)
	block.write(octal(0, 8), 116)
	block.write(octal(size, 12), 124)
	block.write(octal(mtime, 12), 136)
	block.write('        ', 148)
	block.write('0', 156)
	block.write('ustar\u000000', 257)
	block.write(prefix, 345, 155)
	let sum = 0
	for (const byte of block) sum += byte
	block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
	return block
}

/** Writes the entries to a .tar.gz file; each body must yield exactly `size` bytes. */
export async function writeTarGz(file: string, entries: AsyncIterable<ArchiveEntry> | ArchiveEntry[]) {
	const mtime = Math.floor(Date.now() / 1000)
	async function* tar() {
		for await (const entry of entries) {
			yield header(entry.name, entry.size, mtime)
			let written = 0
			for await (const chunk of entry.body()) {
				written += chunk.byteLength
				yield chunk
			}
			if (written !== entry.size) throw new Error(`${entry.name} changed while it was archived`)
			const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK
			if (pad) yield Buffer.alloc(pad)
		}
		yield Buffer.alloc(BLOCK * 2)
	}
	await pipeline(Readable.from(tar()), createGzip({ level: 6 }), createWriteStream(file))
}

/** Reads exactly n bytes (or fewer at the end) from a stream of chunks. */
class ByteReader {
	private buffer: Buffer = Buffer.alloc(0)
	private done = false
	constructor(private readonly source: AsyncIterator<Buffer>) {}

	private async fill(n: number): Promise<void> {
		while (this.buffer.length < n && !this.done) {
			const next = await this.source.next()
			if (next.done) this.done = true
			else this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : next.value
		}
	}

	async read(n: number): Promise<Buffer> {
		await this.fill(n)
		const out = this.buffer.subarray(0, n)
		this.buffer = this.buffer.subarray(out.length)
		return out
	}

	/** n bytes as chunks, without holding them all. */
	async *chunks(n: number): AsyncGenerator<Buffer> {
		let left = n
		while (left > 0) {
			await this.fill(1)
			if (this.buffer.length === 0) throw new Error('the archive ends in the middle of a file')
			const out = this.buffer.subarray(0, Math.min(left, this.buffer.length))
			this.buffer = this.buffer.subarray(out.length)
			left -= out.length
			yield out
		}
	}
}

function readString(block: Buffer, start: number, length: number): string {
	const raw = block.subarray(start, start + length)
	const end = raw.indexOf(0)
	return raw.subarray(0, end === -1 ? raw.length : end).toString()
}

/** A name from the archive as a safe relative path, or an error (no absolute paths, no '..'). */
function safeName(name: string): string {
	const normal = path.posix.normalize(name)
	if (normal.startsWith('/') || normal === '..' || normal.startsWith('../') || normal.includes('\\'))
		throw new Error(`unsafe name in the archive: ${name}`)
	return normal
}

/** Extracts the regular files of a .tar.gz under `dir`; returns each file's size and SHA-256. */
export async function extractTarGz(
	file: string,
	dir: string,
): Promise<Map<string, { size: number; sha256: string }>> {
	const reader = new ByteReader(createReadStream(file).pipe(createGunzip())[Symbol.asyncIterator]())
	const files = new Map<string, { size: number; sha256: string }>()
	for (;;) {
		const block = await reader.read(BLOCK)
		if (block.length < BLOCK || block.every((b) => b === 0)) break
		const base = readString(block, 0, 100)
		const prefix = readString(block, 345, 155)
		const size = Number.parseInt(readString(block, 124, 12).trim() || '0', 8)
		const type = String.fromCharCode(block[156] || 48)
		const name = safeName(prefix ? `${prefix}/${base}` : base)
		const pad = (BLOCK - (size % BLOCK)) % BLOCK
		if (type !== '0') {
			for await (const _ of reader.chunks(size + pad));
			continue
		}
		const target = path.join(dir, name)
		await mkdir(path.dirname(target), { recursive: true })
		const hash = createHash('sha256')
		const body = reader.chunks(size)
		await pipeline(
			Readable.from(
				(async function* () {
					for await (const chunk of body) {
						hash.update(chunk)
						yield chunk
					}
				})(),
			),
			createWriteStream(target),
		)
		if (pad) await reader.read(pad)
		files.set(name, { size, sha256: hash.digest('hex') })
	}
	return files
}
