import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from './client.server'
import { appSettings } from './schema'

const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>()

/**
 * A signing secret by name (upload policies, unsubscribe links): 32 random bytes made once and kept
 * in app_settings, so every app instance signs and verifies with the same one (the first insert
 * wins). Read once per process; a failed read is tried again next time.
 */
export function appSecret(db: Db, name: string): Promise<Buffer> {
	let byName = secrets.get(db)
	if (!byName) {
		byName = new Map()
		secrets.set(db, byName)
	}
	let secret = byName.get(name)
	if (!secret) {
		secret = (async () => {
			await db
				.insert(appSettings)
				.values({ key: name, value: randomBytes(32).toString('base64') })
				.onConflictDoNothing()
			const [row] = await db
				.select({ value: appSettings.value })
				.from(appSettings)
				.where(eq(appSettings.key, name))
			return Buffer.from(row.value, 'base64')
		})()
		const cached = byName
		secret.catch(() => cached.delete(name))
		byName.set(name, secret)
	}
	return secret
}
