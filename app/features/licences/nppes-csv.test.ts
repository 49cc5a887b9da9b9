import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CsvError, parse } from 'csv-parse'
import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import { type FileRecord, fileRecords, MAX_RECORD_CHARS } from './nppes-csv.server'
import { RegistryFileError } from './nppes-format'

// fileRecords splits plain lines itself and gives every other line to csv-parse: these tests hold
// it to what csv-parse alone reads from the same file (the reader before docs/decisions/0017),
// records, line numbers and failures alike.
const dir = mkdtempSync(path.join(os.tmpdir(), 'nppes-csv-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0

/** What csv-parse alone reads: records with their lines, or the failure and its line. */
async function byCsvParse(file: string): Promise<FileRecord[] | string> {
	const out: FileRecord[] = []
	const parser = createReadStream(file).pipe(parse({ bom: true, info: true, skip_empty_lines: true }))
	try {
		for await (const { record, info } of parser as AsyncIterable<{
			record: string[]
			info: { lines: number }
		}>)
			out.push({ record, line: info.lines })
	} catch (error) {
		if (!(error instanceof CsvError)) throw error
		const line = (error as CsvError & { lines?: number }).lines
		return `line ${line}: ${error.message.replace(/^Invalid [^:]+: /, '')} (a bad or truncated file)`
	}
	return out
}

async function byFileRecords(file: string, chunkBytes?: number): Promise<FileRecord[] | string> {
	const out: FileRecord[] = []
	try {
		for await (const batch of fileRecords(file, chunkBytes)) out.push(...batch)
	} catch (error) {
		if (!(error instanceof RegistryFileError)) throw error
		return error.message
	}
	return out
}

function fileOf(text: string): string {
	const file = path.join(dir, `f${files++}.csv`)
	writeFileSync(file, text)
	return file
}

const quoted = (fields: string[], all = true) =>
	fields.map((f) => (all || /[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(',')

describe('the NPPES file reader', () => {
	test.each([
		['plain lines', '"a","b","c"\n"1","x,y","z"\n"2","",""\n'],
		['CRLF', '"a","b","c"\r\n"1","x,y","z"\r\n"2","",""\r\n'],
		['a byte-order mark and no last line ending', '\ufeff"a","b","c"\n"1","2","3"'],
		['a quote in a field', '"a","b","c"\n"1","say ""hi""","z"\n"2","3","4"\n'],
		['a field over three lines', '"a","b","c"\n"1","x\ny\nz","w"\n"2","3","4"\n'],
		['a CR and a CRLF inside fields', '"a","b","c"\n"1","x\ry","w"\n"2","p\r\nq","4"\n"5","6","7"\n'],
		['empty lines', '"a","b","c"\n\n"1","2","3"\n\n\n"4","5","6"\n'],
		['unquoted fields', 'a,b,c\n1,2,3\n"4","5","6"\n'],
		['a cut last line', '"a","b","c"\n"1","2","3"\n"4","5'],
		['a short record', '"a","b","c"\n"1","2"\n"4","5","6"\n'],
		['a long record', '"a","b","c"\n"1","2","3","4"\n'],
		['a stray quote', '"a","b","c"\n"1","2"x,"3"\n'],
		['a stray quote opening a field', '"a","b","c"\n"1",x"2","3"\n'],
		['LF after a CRLF header', '"a","b","c"\r\n"1","2","3"\n"4","5","6"\r\n'],
		['CRLF after an LF header', '"a","b","c"\n"1","2","3"\r\n'],
		['a header only', '"a","b","c"\n'],
		['nothing', ''],
		['a field cut at the end of the file', '"a","b","c"\n"1","2","open\nstill open\n'],
	])('%s: as csv-parse reads it', async (_, text) => {
		const file = fileOf(text)
		const expected = await byCsvParse(file)
		expect(await byFileRecords(file)).toEqual(expected)
		expect(await byFileRecords(file, 7)).toEqual(expected)
	})

	test('any file, well formed or damaged, reads as csv-parse reads it, in any chunk size', async () => {
		const char = fc.constantFrom('a', 'B', ' ', ',', '"', '\n', '\r', 'é', '🙂', '1')
		const field = fc.string({ unit: char, maxLength: 5 })
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 1, max: 4 }).chain((width) =>
					fc.record({
						rows: fc.array(fc.array(field, { minLength: width, maxLength: width }), {
							minLength: 1,
							maxLength: 8,
						}),
						ending: fc.constantFrom('\n', '\r\n'),
						quoteAll: fc.boolean(),
						last: fc.boolean(),
						bom: fc.boolean(),
						damage: fc.option(
							fc.record({
								at: fc.nat(),
								cut: fc.boolean(),
								insert: fc.constantFrom('', '"', '\n', '\r', ',', 'x', '\r\n', '\n\n'),
							}),
						),
						chunk: fc.integer({ min: 1, max: 64 }),
					}),
				),
				async ({ rows, ending, quoteAll, last, bom, damage, chunk }) => {
					let text =
						(bom ? '\ufeff' : '') +
						rows.map((row) => quoted(row, quoteAll)).join(ending) +
						(last ? ending : '')
					if (damage) {
						const at = damage.at % (text.length + 1)
						text = damage.cut ? text.slice(0, at) : text.slice(0, at) + damage.insert + text.slice(at)
					}
					const file = fileOf(text)
					expect(await byFileRecords(file, chunk)).toEqual(await byCsvParse(file))
				},
			),
			{ numRuns: 400 },
		)
	}, 60_000)

	test('a quote never closed is refused at the line it opened once its text passes the limit, not at the end of the file', async () => {
		const line = `${'x'.repeat(1023)}\n`
		const text = `"a","b"\n"1","2"\n"3","open\n${line.repeat(Math.ceil(MAX_RECORD_CHARS / line.length) + 1)}`
		expect(await byFileRecords(fileOf(text))).toMatch(/^line 3: a record runs on for more than 8 MB/)
	})

	test('a file without line feeds is refused once its first line passes the limit, not read whole', async () => {
		const text = `"a","b"\r${'"1","2"\r'.repeat(Math.ceil(MAX_RECORD_CHARS / 8) + 1)}`
		expect(await byFileRecords(fileOf(text))).toMatch(/^line 1: a record runs on for more than 8 MB/)
	})
})
