/**
 * node --import tsx scripts/bench/password.ts [--runs 40]
 *
 * What one login's password check costs on this machine: `verifyPassword` against a hash written by
 * the old code (scrypt N=2^15, r=8, p=1, made here with node:crypto exactly as it was) and against
 * one written by the current `hashPassword`, one check at a time, after a few warm-up checks. The
 * numbers go to docs/decisions/0001-stack.md by hand.
 */
import { randomBytes, scryptSync } from 'node:crypto'
import { cpus } from 'node:os'
import { hashPassword, verifyPassword } from '~/auth/password.server'
import { arg, stats } from './lib'

const RUNS = Number(arg('runs', '40'))
const PASSWORD = 'correct horse battery'

/** A hash in the format the scrypt code wrote (kept in the source history of app/auth/password.server.ts). */
function legacyScryptHash(password: string): string {
	const salt = randomBytes(16)
	const key = scryptSync(password.normalize('NFKC'), salt, 64, {
		N: 2 ** 15,
		r: 8,
		p: 1,
		maxmem: 96 * 1024 * 1024,
	})
	return `scrypt$N=32768,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`
}

async function time(label: string, run: () => Promise<unknown>) {
	for (let i = 0; i < 3; i++) await run()
	const samples: number[] = []
	for (let i = 0; i < RUNS; i++) {
		const started = performance.now()
		await run()
		samples.push(performance.now() - started)
	}
	const s = stats(samples)
	const mean = samples.reduce((a, b) => a + b, 0) / samples.length
	console.log(`| ${label} | ${s.n} | ${mean.toFixed(1)} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} |`)
}

const legacy = legacyScryptHash(PASSWORD)
const current = await hashPassword(PASSWORD)
if (!(await verifyPassword(PASSWORD, legacy)) || !(await verifyPassword(PASSWORD, current)))
	throw new Error('a hash did not verify')

console.log(`${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`)
console.log(`current hash: ${current.split('$').slice(0, 4).join('$')}$…\n`)
console.log('| check | n | mean ms | p50 ms | p95 ms |\n|---|---|---|---|---|')
await time('verify, scrypt hash (before)', () => verifyPassword(PASSWORD, legacy))
await time(`verify, ${current.split('$')[1]} hash (now)`, () => verifyPassword(PASSWORD, current))
await time('hashPassword (now)', () => hashPassword(PASSWORD))
