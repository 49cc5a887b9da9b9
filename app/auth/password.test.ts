import { expect, test } from 'vitest'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password.server'

test('scrypt hashes are salted, self-describing and verify only the right password', async () => {
	const a = await hashPassword('correct horse')
	const b = await hashPassword('correct horse')
	expect(a).toMatch(/^scrypt\$N=32768,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/)
	expect(a).not.toBe(b)
	expect(await verifyPassword('correct horse', a)).toBe(true)
	expect(await verifyPassword('correct horsE', a)).toBe(false)
	expect(needsRehash(a)).toBe(false)
})

test('older parameters still verify and ask for a rehash; malformed hashes never match', async () => {
	// N=2^14 written by an older version: still readable.
	const { scryptSync } = await import('node:crypto')
	const salt = Buffer.from('0123456789abcdef')
	const key = scryptSync('pw-12345', salt, 64, { N: 2 ** 14, r: 8, p: 1 })
	const old = `scrypt$N=16384,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`
	expect(await verifyPassword('pw-12345', old)).toBe(true)
	expect(needsRehash(old)).toBe(true)
	for (const bad of ['', 'plain', 'scrypt$N=x$a$b', 'bcrypt$2b$10$abc']) {
		expect(await verifyPassword('pw-12345', bad)).toBe(false)
	}
})

test('the dummy check is always false', async () => {
	expect(await verifyAgainstDummy('anything')).toBe(false)
})
