import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt (memory-hard, in node:crypto, no native dependency). N=2^15, r=8 needs 32 MiB per hash;
// the parameters travel with each hash so they can be raised later without breaking old ones.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 }
const SALT_BYTES = 16
const KEY_BYTES = 64
const MAX_MEMORY = 96 * 1024 * 1024

function scryptAsync(
	password: string,
	salt: Buffer,
	keyLength: number,
	options: ScryptOptions,
): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => {
			if (error) reject(error)
			else resolve(key)
		})
	})
}

/** A self-describing hash: `scrypt$N=32768,r=8,p=1$<salt base64>$<key base64>`. */
export async function hashPassword(password: string): Promise<string> {
	const salt = randomBytes(SALT_BYTES)
	const key = await scryptAsync(password, salt, KEY_BYTES, { ...PARAMS, maxmem: MAX_MEMORY })
	return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer }

function parseHash(stored: string): ParsedHash | null {
	const [scheme, params, salt, key] = stored.split('$')
	if (scheme !== 'scrypt' || !params || !salt || !key) return null
	const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')))
	const N = Number(values.N)
	const r = Number(values.r)
	const p = Number(values.p)
	if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null
	return { N, r, p, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const parsed = parseHash(stored)
	if (!parsed || parsed.key.length === 0) return false
	const key = await scryptAsync(password, parsed.salt, parsed.key.length, {
		N: parsed.N,
		r: parsed.r,
		p: parsed.p,
		maxmem: MAX_MEMORY,
	})
	return timingSafeEqual(key, parsed.key)
}

// A hash of a random string nobody kept, with the current parameters: checking against it costs
// exactly what a real check costs. Fixed in the source so the first check is not slower.
const DUMMY_HASH =
	'scrypt$N=32768,r=8,p=1$PTC7CUYLZusv636uww/OfA==$LspmoeF1Z6FtBiyHu8a2MUVs9xh4rgXB/LADfNpasHfgXMmrpRqWR+aujgvRoWMP4DrzcT9DGM1dTcFWJ0Iz5w=='

/**
 * Spends the same time as a real check when there is no account (or no password), so an unknown
 * e-mail cannot be told apart from a wrong password by timing. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
	await verifyPassword(password, DUMMY_HASH)
	return false
}

/** True when a stored hash uses older parameters and should be replaced after a successful login. */
export function needsRehash(stored: string): boolean {
	const parsed = parseHash(stored)
	return !parsed || parsed.N !== PARAMS.N || parsed.r !== PARAMS.r || parsed.p !== PARAMS.p
}
