import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, test } from 'vitest'
import { getEnv } from '~/env.server'
import { getOpenApiDocument } from '~/features/api-contract/openapi.server'

// The OpenAPI document as API tooling reads it: Redocly's recommended rules (redocly.yaml) with no
// error and no warning, an operationId per operation, and every parameter described.

type Operation = {
	operationId?: string
	security?: unknown[]
	parameters?: Array<{ name: string; description?: string; schema?: { description?: string } }>
	'x-codeSamples'?: Array<{ source: string }>
}
const doc = getOpenApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> }
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
	Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
)
const dir = mkdtempSync(path.join(tmpdir(), 'openroom-openapi-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the OpenAPI document under the field linter', () => {
	test('Redocly lint (recommended) finds no error and no warning', async () => {
		const file = path.join(dir, 'openapi.json')
		writeFileSync(file, JSON.stringify(doc, null, 2))
		// Exit code 1 on problems: read the JSON report either way.
		const { stdout } = await promisify(execFile)(
			process.execPath,
			['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--format', 'json'],
			{ env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' }, maxBuffer: 16 << 20 },
		).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
		const report = JSON.parse(stdout) as {
			totals: { errors: number; warnings: number }
			problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>
		}
		const problems = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)
		expect(problems).toEqual([])
		expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
	}, 60_000)

	test('every operation has its own camelCase operationId and says whether it needs the session', () => {
		const ids = operations.map(({ op }) => op.operationId)
		for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/)
		expect(new Set(ids).size).toBe(operations.length)
		const silent = operations.filter(({ op }) => !Array.isArray(op.security)).map(({ key }) => key)
		expect(silent).toEqual([])
	})

	test('every parameter is described', () => {
		const bare = operations.flatMap(({ key, op }) =>
			(op.parameters ?? [])
				.filter((p) => !(p.description ?? p.schema?.description))
				.map((p) => `${key} ${p.name}`),
		)
		expect(bare).toEqual([])
		const question = doc.paths['/api/question']?.get?.parameters?.find((p) => p.name === 'search')
		expect(question?.description).toMatch(/title, description/)
		expect(question?.description).not.toMatch(/name|headline/)
	})

	test('the examples use the configured PUBLIC_URL', () => {
		const samples = operations.flatMap(({ op }) => op['x-codeSamples'] ?? []).map((s) => s.source)
		expect(samples.length).toBeGreaterThan(20)
		for (const source of samples) {
			expect(source).toContain(`'${getEnv().PUBLIC_URL}/`)
			expect(source).not.toContain('openroom.example')
		}
	})
})
