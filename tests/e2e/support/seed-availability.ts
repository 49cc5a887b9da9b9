// Prepares a data directory for tests/e2e/availability-emails.spec.ts, whose own server then runs
// the real scheduler and outbox: a live provider whose availability was confirmed 31 days ago (so
// the first run e-mails them), and one whose address the mail sink refuses (bounce-…, 550).
// Usage: tsx tests/e2e/support/seed-availability.ts DATA_DIR   (prints what it made, as JSON)
import { hashPassword } from '~/auth/password.server'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { insertProvider } from '../../factories'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: seed-availability.ts DATA_DIR')
const handle = await openDb({ dataDir: pgliteDir(dataDir) })
await migrateDb(handle)
await loadReferenceData(handle.db)
const stamp = Date.now()
const password = 'availability-password-1'
const password_hash = await hashPassword(password)
const reminded = await insertProvider(handle.db, {
	email: `remind-${stamp}@example.test`,
	first_name: 'Rosa',
	last_name: 'Marin',
	url_tag: `rosa-marin-${stamp}`,
	licensed_states: ['NY'],
	availability_confirmed_at: new Date(Date.now() - 31 * 86_400_000),
	password_hash,
})
const bouncing = await insertProvider(handle.db, {
	email: `bounce-${stamp}@example.test`,
	first_name: 'Theo',
	last_name: 'Brandt',
	url_tag: `theo-brandt-${stamp}`,
	licensed_states: ['NY'],
	password_hash,
})
await handle.close()
const path = (p: { url_tag: string; short_id: number }) => `/therapist/${p.url_tag}/${p.short_id}`
console.log(
	JSON.stringify({
		password,
		reminded: { email: reminded.email, path: path(reminded) },
		bouncing: { email: bouncing.email, path: path(bouncing) },
	}),
)
