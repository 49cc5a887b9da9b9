import { createReadStream } from 'node:fs'
import { CsvError, Parser } from 'csv-parse'
import { RegistryFileError } from './nppes-format'

// The records of an NPPES file, for the import (registry-reader.server.ts). The real file quotes
// every field and almost no field holds a quote or a line break, so nearly every line reads
// `"f1","f2",…,"fN"`. A line of exactly that shape (no other quote, no CR inside, N fields as the
// header, the header's line ending) is one record, and csv-parse would read it as exactly these
// fields: it is split on `","`, about five times cheaper than csv-parse's byte-by-byte pass
// (docs/decisions/0017-nppes-lines-split-when-plain.md). Every other line (the header, an empty
// line, a quote in a field, a field over several lines, a broken or cut line) goes to csv-parse
// with as many lines after it as its record needs, so what a file means and the line a failure
// names are csv-parse's.

/** A record and its line in the file (1 is the header's; a record over several lines: its last). */
export type FileRecord = { record: string[]; line: number }

/** Characters of one record (or line) read at most: past this, an unclosed quote or a line without end is a broken file. */
export const MAX_RECORD_CHARS = 8 * 1024 * 1024

/**
 * Bytes read at a time: 64 KB, not 1 MB, so that a chunk's records die young instead of being
 * promoted: the reader's heap was 35 MB instead of 57 MB at 250,000 lines (measured 2026-11-29).
 */
const CHUNK_BYTES = 64 * 1024

const QUOTE = 34
const CR = 13
const NL = 10

const tooLong = (line: number) =>
	new RegistryFileError(
		`a record runs on for more than ${MAX_RECORD_CHARS / 1024 / 1024} MB (a bad or truncated file)`,
		line,
	)

/** What csv-parse says is wrong, its line numbers made the file's (it read from line `from`). */
function fileError(error: CsvError & { lines?: number }, from: number): RegistryFileError {
	const inFile = (n: number) => from + n - 1
	const reason = error.message
		.replace(/^Invalid [^:]+: /, '')
		.replace(/\bline (\d+)/g, (_, n: string) => `line ${inFile(Number(n))}`)
	return new RegistryFileError(
		`${reason} (a bad or truncated file)`,
		error.lines === undefined ? from : inFile(error.lines),
	)
}

/**
 * The file's records in batches (one per chunk read), the header first. A line csv-parse would
 * refuse, a cut last record or a record whose length differs from the header's throws a
 * RegistryFileError naming the line.
 */
export async function* fileRecords(file: string, chunkBytes = CHUNK_BYTES): AsyncGenerator<FileRecord[]> {
	/** Lines read so far (numbered as csv-parse numbers them); the header's width once it is read. */
	let line = 0
	let width = 0
	/** The file's line ending, as csv-parse found it: plain lines end with it ('\r' alone: none is plain). */
	let ending = ''
	/** Lines (with their endings) for csv-parse, from line `pendingFrom`; tried again at `retryAt` chars. */
	let pending: string[] = []
	let pendingChars = 0
	let pendingFrom = 0
	let retryAt = 0

	const plain = (raw: string): string[] | null => {
		let end = raw.length
		if (raw.charCodeAt(end - 1) === NL) end--
		if (ending === '\r\n') {
			if (raw.charCodeAt(end - 1) !== CR) return null
			end--
		} else if (ending !== '\n') return null
		if (end < 2 || raw.charCodeAt(0) !== QUOTE || raw.charCodeAt(end - 1) !== QUOTE) return null
		const inner = raw.slice(1, end - 1)
		// csv-parse counts a CR inside a field as a line: such a line is csv-parse's to number.
		if (inner.includes('\r')) return null
		const fields = inner.split('","')
		if (fields.length !== width) return null
		for (const field of fields) if (field.length !== 0 && field.includes('"')) return null
		return fields
	}

	/** Reads the pending lines with csv-parse; leaves them pending if their last record may go on. */
	const parsePending = async (out: FileRecord[], atEnd: boolean) => {
		const from = pendingFrom
		const text = pending.join('')
		const parsed: FileRecord[] = []
		// The header's width, once this text has read the header (kept if the text parses).
		let expect = width
		// A record of another length than the header's, held until it is known not to be the text's
		// last record cut short by the text's end.
		let wrongLength: RegistryFileError | undefined
		const parser = new Parser({
			bom: from === 1,
			skip_empty_lines: true,
			// Each record is held to the header's length (csv-parse would hold it to the first record
			// of this text), in csv-parse's words.
			relax_column_count: true,
			...(ending ? { record_delimiter: ending } : {}),
			on_record: (record, { lines }) => {
				const at = from + lines - 1
				if (!expect) expect = record.length
				else if (record.length !== expect)
					wrongLength ??= new RegistryFileError(
						`expect ${expect}, got ${record.length} on line ${at} (a bad or truncated file)`,
						at,
					)
				parsed.push({ record, line: at })
				return null
			},
		})
		/** Its last record goes on past these lines: try again when the text has doubled (linear, not quadratic). */
		const later = () => {
			if (pendingChars > MAX_RECORD_CHARS) throw tooLong(from)
			retryAt = Math.min(pendingChars * 2, MAX_RECORD_CHARS + 1)
		}
		try {
			await new Promise<void>((resolve, reject) => {
				parser.on('error', reject).on('end', resolve).resume()
				parser.end(text)
			})
		} catch (error) {
			if (!(error instanceof CsvError)) throw error
			if (wrongLength) throw wrongLength
			if (error.code === 'CSV_QUOTE_NOT_CLOSED' && !atEnd) return later()
			throw fileError(error, from)
		}
		// csv-parse takes the first line ending it meets (an empty line's too) for the whole file; a
		// text that does not end with it (a CR-only file) ends inside a record.
		const found = ending || String(parser.options.record_delimiter?.[0] ?? '')
		if (!atEnd && !text.endsWith(found)) return later()
		if (wrongLength) throw wrongLength
		width = expect
		ending = found
		out.push(...parsed)
		// The lines after are numbered as csv-parse counts (it counts a CR inside a field as a line);
		// its count ends on the line after the text's last line ending.
		line = from + parser.info.lines - 2
		pending = []
		pendingChars = 0
		retryAt = 0
	}

	let rest = ''
	for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: chunkBytes })) {
		const text = rest + (chunk as string)
		const out: FileRecord[] = []
		let start = 0
		// The rest of the last chunk holds no LF: look after it.
		for (let nl = text.indexOf('\n', rest.length); nl !== -1; nl = text.indexOf('\n', start)) {
			const raw = text.slice(start, nl + 1)
			start = nl + 1
			line++
			if (width && pending.length === 0) {
				const fields = plain(raw)
				if (fields) {
					out.push({ record: fields, line })
					continue
				}
			}
			if (pending.length === 0) pendingFrom = line
			pending.push(raw)
			pendingChars += raw.length
			// A line that does not end as the file's lines do (a bare LF in a CRLF file) does not end a record.
			if (ending && !raw.endsWith(ending)) {
				if (pendingChars > MAX_RECORD_CHARS) throw tooLong(pendingFrom)
			} else if (pendingChars >= retryAt) await parsePending(out, false)
		}
		rest = text.slice(start)
		// A line without end (a file with no LF) is not read whole into memory.
		if (pendingChars + rest.length > MAX_RECORD_CHARS) throw tooLong(pending.length ? pendingFrom : line + 1)
		if (out.length) yield out
	}
	const out: FileRecord[] = []
	if (rest) {
		line++
		if (pending.length === 0) pendingFrom = line
		pending.push(rest)
	}
	if (pending.length) await parsePending(out, true)
	if (out.length) yield out
}
