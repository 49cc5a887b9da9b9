import { hash } from '@node-rs/argon2'
import { expect, test } from 'vitest'
import {
	failedCheckFloorMs,
	hashPassword,
	needsRehash,
	verifyAgainstDummy,
	verifyPassword,
} from './password.server'
import { OLD_PASSWORD, OLD_SCRYPT_HASH } from './password.test-support'

test('argon2id hashes at OWASP parameters are salted, self-describing and verify only the right password', async () => {
	const a = await hashPassword('correct horse')
	const b = await hashPassword('correct horse')
	expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
	expect(a).not.toBe(b)
	expect(await verifyPassword('correct horse', a)).toBe(true)
	expect(await verifyPassword('correct horsE', a)).toBe(false)
	expect(needsRehash(a)).toBe(false)
})

test('passwords compare as NFKC: the composed and decomposed é are one password', async () => {
	const stored = await hashPassword('caf\u00e9-latte')
	expect(await verifyPassword('cafe\u0301-latte', stored)).toBe(true)
})

test('scrypt hashes written by the old code still verify, and ask for a rehash', async () => {
	expect(await verifyPassword(OLD_PASSWORD, OLD_SCRYPT_HASH)).toBe(true)
	expect(await verifyPassword('old-password-2', OLD_SCRYPT_HASH)).toBe(false)
	expect(needsRehash(OLD_SCRYPT_HASH)).toBe(true)
	// N=2^14, from an even older version: still readable.
	const { scryptSync } = await import('node:crypto')
	const salt = Buffer.from('0123456789abcdef')
	const key = scryptSync('pw-12345', salt, 64, { N: 2 ** 14, r: 8, p: 1 })
	const older = `scrypt$N=16384,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`
	expect(await verifyPassword('pw-12345', older)).toBe(true)
	expect(needsRehash(older)).toBe(true)
})

test('argon2 hashes with other parameters or variants verify but ask for a rehash', async () => {
	const weaker = await hash('pw-12345', { memoryCost: 4096, timeCost: 3, parallelism: 1, algorithm: 2 })
	expect(await verifyPassword('pw-12345', weaker)).toBe(true)
	expect(needsRehash(weaker)).toBe(true)
	// argon2i is not what we write: never accepted as current, and not verified either.
	const argon2i = await hash('pw-12345', { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 1 })
	expect(await verifyPassword('pw-12345', argon2i)).toBe(false)
	expect(needsRehash(argon2i)).toBe(true)
})

test('malformed hashes never match', async () => {
	for (const bad of [
		'',
		'plain',
		'scrypt$N=x$a$b',
		'bcrypt$2b$10$abc',
		'$argon2id$',
		'$argon2id$v=19$m=1$x$y',
	]) {
		expect(await verifyPassword('pw-12345', bad)).toBe(false)
		expect(needsRehash(bad)).toBe(true)
	}
})

test('the dummy check is always false; a failed check is padded to what a scrypt check costs', async () => {
	expect(await verifyAgainstDummy('anything')).toBe(false)
	expect(await failedCheckFloorMs()).toBeGreaterThan(0)
})
