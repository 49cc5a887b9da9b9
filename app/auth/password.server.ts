import { type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { hash as argon2Hash, verify as argon2Verify, parseOptions } from '@node-rs/argon2'

// argon2id at OWASP's parameters (docs/decisions/0001-stack.md). The hash is a PHC string that
// records its own parameters, so they can be raised later: needsRehash then upgrades at the next login.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const
/** Algorithm.Argon2id and Version.V0x13: const enums in the package's types, so written as values. */
const ARGON2ID = 2
const ARGON2_V13 = 1
const ARGON2_PREFIX = '$argon2id$'

/** Passwords are compared as NFKC, so the same characters typed on another keyboard still match. */
const normalized = (password: string) => password.normalize('NFKC')

/** A self-describing argon2id hash: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>`. */
export async function hashPassword(password: string): Promise<string> {
	return argon2Hash(normalized(password), { ...ARGON2, algorithm: ARGON2ID })
}

/**
 * Constant-time check of a password against a stored hash: argon2id, or scrypt written before
 * argon2id (`scrypt$N=…,r=…,p=…$salt$key`). A malformed hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	if (!stored.startsWith(ARGON2_PREFIX)) return verifyScrypt(password, stored)
	try {
		return await argon2Verify(stored, normalized(password))
	} catch {
		return false
	}
}

// A hash of a random string nobody kept, with the current parameters: checking against it costs
// exactly what a real check costs. Fixed in the source so the first check is not slower.
const DUMMY_HASH =
	'$argon2id$v=19$m=19456,t=2,p=1$WmtW932CH0VybLDjJs126g$+zL1vwLBT6omZ7FumpRv5V2Wpe/rbZOOQ98OzQea/cM'

/**
 * Spends the same time as a real check when there is no account (or no password), so an unknown
 * e-mail cannot be told apart from a wrong password by timing. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
	await verifyPassword(password, DUMMY_HASH)
	return false
}

/** True when a stored hash is scrypt or older argon2id parameters: replace it after a successful login. */
export function needsRehash(stored: string): boolean {
	if (!stored.startsWith(ARGON2_PREFIX)) return true
	try {
		const o = parseOptions(stored)
		return (
			o.algorithm !== ARGON2ID ||
			o.version !== ARGON2_V13 ||
			o.memoryCost !== ARGON2.memoryCost ||
			o.timeCost !== ARGON2.timeCost ||
			o.parallelism !== ARGON2.parallelism
		)
	} catch {
		return true
	}
}

// --- scrypt, the hashes written before argon2id: still verified, replaced at the next login ---

const SCRYPT_MAX_MEMORY = 96 * 1024 * 1024

/** A scrypt hash as the old code wrote it, nobody's password: what a legacy check costs here. */
const SCRYPT_DUMMY_HASH =
	'scrypt$N=32768,r=8,p=1$PTC7CUYLZusv636uww/OfA==$LspmoeF1Z6FtBiyHu8a2MUVs9xh4rgXB/LADfNpasHfgXMmrpRqWR+aujgvRoWMP4DrzcT9DGM1dTcFWJ0Iz5w=='

/** How long a scrypt check takes in this process: a running average of the checks seen. */
let scryptCheckMs: number | undefined

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
	return new Promise<Buffer>((resolve, reject) => {
		scrypt(normalized(password), salt, keyLength, options, (error, key) => {
			if (error) reject(error)
			else resolve(key)
		})
	})
}

function parseScrypt(stored: string) {
	const [scheme, params, salt, key] = stored.split('$')
	if (scheme !== 'scrypt' || !params || !salt || !key) return null
	const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')))
	const [N, r, p] = [Number(values.N), Number(values.r), Number(values.p)]
	if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null
	return { N, r, p, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
	const parsed = parseScrypt(stored)
	if (!parsed || parsed.key.length === 0) return false
	const started = performance.now()
	const { N, r, p } = parsed
	const key = await scryptAsync(password, parsed.salt, parsed.key.length, {
		N,
		r,
		p,
		maxmem: SCRYPT_MAX_MEMORY,
	})
	const took = performance.now() - started
	scryptCheckMs = scryptCheckMs === undefined ? took : 0.8 * scryptCheckMs + 0.2 * took
	return timingSafeEqual(key, parsed.key)
}

/**
 * The least time a failed login's check should take. While some accounts still hold a scrypt hash
 * (several times slower than argon2id, docs/decisions/0001-stack.md), a wrong password on such an account would otherwise answer
 * later than one on a new account or an unknown address, and tell a stranger that the address is
 * registered. The first call measures a scrypt check once. Once no `scrypt$` hash is left in
 * `providers.password_hash`, this can go (docs/decisions/0001-stack.md).
 */
export async function failedCheckFloorMs(): Promise<number> {
	if (scryptCheckMs === undefined) await verifyScrypt('', SCRYPT_DUMMY_HASH)
	return scryptCheckMs ?? 0
}
