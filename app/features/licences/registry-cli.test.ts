import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import NPPES_COLUMNS from './nppes-columns.json'
import { csvLine } from './registry-generator'

// The command itself (scripts/registry-import.ts): the service is tested in registry-import.test.ts.
const dir = mkdtempSync(path.join(os.tmpdir(), 'registry-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function run(args: string[]) {
	const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir }
	delete env.DATABASE_URL
	return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/registry-import.ts', ...args], {
		env,
		encoding: 'utf8',
	})
}

test('on the embedded database, while a server holds it, it says to stop the server first', () => {
	const file = path.join(dir, 'npidata_pfile_20050523-20261109.csv')
	writeFileSync(file, csvLine(NPPES_COLUMNS))
	mkdirSync(path.join(dir, 'pglite'), { recursive: true })
	writeFileSync(path.join(dir, 'pglite', 'postmaster.pid'), '-42\n')
	const result = run([file])
	expect(result.status).toBe(1)
	expect(result.stderr).toContain(
		'is open in the server: stop the server, run this again, then start the server',
	)
	rmSync(path.join(dir, 'pglite', 'postmaster.pid'))
})

test('a file that is not in the NPPES format: the missing column named, exit 1, nothing imported', () => {
	const file = path.join(dir, 'npidata_pfile_20050523-20261109.csv')
	writeFileSync(file, '"NPI","Entity Type Code"\n"1234567893","1"\n')
	const result = run([file])
	expect(result.status).toBe(1)
	expect(result.stderr).toContain('line 1: this is not an NPPES Data Dissemination file')
	expect(result.stderr).toContain('"Provider Last Name (Legal Name)"')
	expect(result.stderr).toContain('Nothing was imported')
})

test('usage errors exit 2', () => {
	expect(run([]).status).toBe(2)
	expect(run(['a.csv', '--full', '--weekly']).status).toBe(2)
})
