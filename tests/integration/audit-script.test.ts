import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'

// scripts/audit.js, CI's dependency audit, over saved `npm audit --omit=dev --json` reports: it fails
// on high or critical advisories, and only warns when the audit service cannot be used (as this
// machine's registry mirror, which answers the audit endpoint with 405).

const dir = mkdtempSync(path.join(os.tmpdir(), 'openroom-audit-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function audit(report: unknown, env: Record<string, string> = {}) {
	const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`)
	writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report))
	const run = spawnSync(process.execPath, ['scripts/audit.js', '--report', file], {
		encoding: 'utf8',
		env: { ...process.env, ...env },
	})
	return { status: run.status, out: run.stdout + run.stderr }
}

const counts = (c: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>) => {
	const all = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...c }
	return { ...all, total: Object.values(all).reduce((a, b) => a + b, 0) }
}

const advisory = (name: string, severity: string, title: string) => ({
	name,
	severity,
	isDirect: false,
	via: [
		{
			source: 1,
			name,
			dependency: name,
			title,
			url: 'https://github.com/advisories/GHSA-x',
			severity,
			range: '<1.2.3',
		},
	],
	effects: [],
	range: '<1.2.3',
	nodes: [`node_modules/${name}`],
	fixAvailable: true,
})

test('a high or critical advisory in production dependencies fails, naming it', () => {
	const result = audit({
		auditReportVersion: 2,
		vulnerabilities: {
			minimist: advisory('minimist', 'critical', 'Prototype Pollution in minimist'),
			'left-pad': advisory('left-pad', 'moderate', 'Too much padding'),
		},
		metadata: { vulnerabilities: counts({ moderate: 1, critical: 1 }) },
	})
	expect(result.status).toBe(1)
	expect(result.out).toContain('critical: minimist <1.2.3 (Prototype Pollution in minimist), fix available')
	expect(result.out).not.toContain('left-pad')
})

test('moderate and low advisories, or none, pass', () => {
	const moderate = audit({
		auditReportVersion: 2,
		vulnerabilities: { 'left-pad': advisory('left-pad', 'moderate', 'Too much padding') },
		metadata: { vulnerabilities: counts({ moderate: 1 }) },
	})
	expect(moderate.status).toBe(0)
	expect(moderate.out).toContain('moderate 1')
	expect(moderate.out).toContain('nothing high or critical')
	const clean = audit({
		auditReportVersion: 2,
		vulnerabilities: {},
		metadata: { vulnerabilities: counts({}) },
	})
	expect(clean.status).toBe(0)
})

/** What npm audit prints when the registry does not implement the audit endpoint. */
const UNREACHABLE = {
	message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
	method: 'POST',
	uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
	statusCode: 405,
	body: '',
	error: { summary: '', detail: '' },
}

test('an audit service that cannot be used warns clearly and passes (fails with AUDIT_STRICT=1)', () => {
	const warned = audit(UNREACHABLE)
	expect(warned.status).toBe(0)
	expect(warned.out).toContain('WARNING: dependencies NOT audited')
	expect(warned.out).toContain('405 Method Not Allowed')
	const strict = audit(UNREACHABLE, { AUDIT_STRICT: '1' })
	expect(strict.status).toBe(1)
	expect(strict.out).toContain('ERROR: dependencies NOT audited')
	const garbage = audit('npm error network request failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org')
	expect(garbage.status).toBe(0)
	expect(garbage.out).toContain('ENOTFOUND')
})
