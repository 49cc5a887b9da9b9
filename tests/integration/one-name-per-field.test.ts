import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { getTableColumns, isTable, type Table } from 'drizzle-orm'
import { expect, test } from 'vitest'
import * as schema from '~/db/schema'
import { getOpenApiDocument } from '~/features/api-contract/openapi.server'

// One name per field (docs/decisions/0011-one-name-per-field.md): a column or an API field has the
// name the API speaks (`first_name`), in the database, the code and the browser. Its camelCase twin
// (`firstName`) appearing anywhere means someone is translating between two names by hand.

const ROOTS = ['app', 'server', 'scripts', 'tests']
const SELF = path.join('tests', 'integration', 'one-name-per-field.test.ts')

/** Twins that belong to someone else's API or to a format already written to disk. */
const ALLOWED: Array<{ file: RegExp; name: string; why: string }> = [
	{ file: /^server\/metrics\.ts$/, name: 'contentType', why: "prom-client's Registry" },
	{ file: /^app\/platform\/email\/outbox\.server\.ts$/, name: 'replyTo', why: "nodemailer's option" },
	{
		file: /^app\/platform\/email\/outbox\.server\.ts$/,
		name: 'contentType',
		why: "nodemailer's attachment option",
	},
	{
		file: /^(app|scripts|tests)\/.*\.tsx?$/,
		name: 'timeZone',
		why: "Intl.DateTimeFormat's option (the field is a consultation's time_zone)",
	},
	{ file: /^tests\/e2e\/.*\.spec\.ts$/, name: 'contentType', why: "Playwright's route.fulfill option" },
	{
		file: /^(app\/platform\/backup\/.*|tests\/integration\/backup-restore\.test\.ts|scripts\/restore\.ts)$/,
		name: 'createdAt',
		why: 'the backup manifest, version 1, already on disk',
	},
]

function fieldNames(): Set<string> {
	const names = new Set<string>()
	for (const value of Object.values(schema)) {
		if (isTable(value)) for (const key of Object.keys(getTableColumns(value as Table))) names.add(key)
	}
	const walk = (node: unknown): void => {
		if (Array.isArray(node)) {
			node.forEach(walk)
			return
		}
		if (!node || typeof node !== 'object') return
		for (const [key, child] of Object.entries(node)) {
			if (key === 'properties' && child && typeof child === 'object')
				for (const name of Object.keys(child)) names.add(name)
			if (key === 'parameters' && Array.isArray(child))
				for (const p of child) if (typeof p?.name === 'string') names.add(p.name)
			walk(child)
		}
	}
	walk(getOpenApiDocument())
	return names
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		if (name === 'node_modules' || name === 'codemods' || full === SELF) return []
		if (statSync(full).isDirectory()) return sources(full)
		return /\.(tsx?|js|mjs|json|sh)$/.test(name) ? [full] : []
	})
}

test('no field has a second, camelCase name anywhere in the code', () => {
	const twins = new Map<string, string>()
	for (const name of fieldNames()) if (name.includes('_')) twins.set(camel(name), name)
	expect(twins.get('firstName')).toBe('first_name')
	expect(twins.get('recipientUser')).toBe('recipient_user')
	const pattern = new RegExp(`\\b(${[...twins.keys()].join('|')})\\b`, 'g')
	const found: string[] = []
	for (const file of ROOTS.flatMap(sources)) {
		const lines = readFileSync(file, 'utf8').split('\n')
		lines.forEach((line, i) => {
			for (const [twin] of line.matchAll(pattern)) {
				if (ALLOWED.some((a) => a.name === twin && a.file.test(file))) continue
				found.push(`${file}:${i + 1} ${twin} (the field is ${twins.get(twin)})`)
			}
		})
	}
	expect(found).toEqual([])
})
