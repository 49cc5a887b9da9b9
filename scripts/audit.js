// CI's dependency audit: `npm audit --omit=dev`, failing on any high or critical advisory in what
// production installs. When the audit service itself cannot be reached (offline, or a registry mirror
// that does not implement the audit endpoint and answers 405), it warns loudly and passes: that is
// not a finding about our dependencies. AUDIT_STRICT=1 makes that case fail too.
// Usage: node scripts/audit.js [--report saved-npm-audit.json]   (the report: `npm audit --json`)
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const FAILING = ['high', 'critical']

/** The output of `npm audit --omit=dev --json`, run here or read from a saved report. */
function auditOutput(argv) {
	const at = argv.indexOf('--report')
	if (at !== -1) return readFileSync(argv[at + 1], 'utf8')
	const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 })
	return run.stdout || run.stderr || String(run.error ?? '')
}

/**
 * What the audit says: `findings` (advisories at high or critical) when it ran, or `unreachable` with
 * the reason when npm could not get an answer from the audit service.
 */
export function readAudit(text) {
	let report
	try {
		report = JSON.parse(text)
	} catch {
		return { unreachable: `npm audit did not answer JSON: ${text.trim().slice(0, 300) || '(nothing)'}` }
	}
	const counts = report?.metadata?.vulnerabilities
	if (!counts) {
		const reason = report?.message || report?.error?.summary || report?.error?.detail || 'no report'
		return { unreachable: String(reason) }
	}
	const findings = Object.values(report.vulnerabilities ?? {})
		.filter((v) => FAILING.includes(v.severity))
		.map((v) => {
			const titles = (v.via ?? []).filter((via) => typeof via === 'object').map((via) => via.title)
			return `${v.severity}: ${v.name}${v.range ? ` ${v.range}` : ''}${titles.length ? ` (${titles.join('; ')})` : ''}${v.fixAvailable ? ', fix available' : ''}`
		})
	return { counts, findings }
}

function main() {
	const result = readAudit(auditOutput(process.argv.slice(2)))
	if ('unreachable' in result) {
		const strict = process.env.AUDIT_STRICT === '1'
		console.log(
			[
				'',
				'!! ================================================================= !!',
				`!! ${strict ? 'ERROR' : 'WARNING'}: dependencies NOT audited: the npm audit service could not be used.`,
				`!! ${result.unreachable}`,
				'!! Run `npm audit --omit=dev --audit-level=high` where the registry answers audits.',
				'!! ================================================================= !!',
				'',
			].join('\n'),
		)
		process.exit(strict ? 1 : 0)
	}
	const { counts, findings } = result
	const summary = Object.entries(counts)
		.filter(([severity]) => severity !== 'total')
		.map(([severity, n]) => `${severity} ${n}`)
		.join(', ')
	if (findings.length > 0) {
		console.log(`npm audit (production dependencies): ${summary}\n${findings.join('\n')}`)
		console.log(`\n${findings.length} high or critical advisories: fix them (npm audit fix) before merging.`)
		process.exit(1)
	}
	console.log(`npm audit (production dependencies): ${summary}; nothing high or critical.`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
