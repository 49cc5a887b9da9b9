// Prepares a data directory for tests/e2e/consultation-follow-up.spec.ts, whose own server then runs
// the real follow-ups job and outbox: a provider with free calls, and a call booked from /es that
// ended an hour ago (a booking cannot be made in the past, and the spec cannot wait for one to end).
// Usage: tsx tests/e2e/support/seed-past-call.ts DATA_DIR   (prints what it made, as JSON)
import { randomBytes, randomUUID } from 'node:crypto'
import { hashToken } from '~/auth/tokens.server'
import { consultationBookings } from '~/db/schema'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { saveConsultationSettings } from '~/features/consultations/settings.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { insertProvider } from '../../factories'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: seed-past-call.ts DATA_DIR')
const handle = await openDb({ dataDir: pgliteDir(dataDir) })
await migrateDb(handle)
await loadReferenceData(handle.db)
const stamp = Date.now()
const provider = await insertProvider(handle.db, {
	email: `calls-${stamp}@example.test`,
	first_name: 'Rosa',
	last_name: 'Marin',
	url_tag: `rosa-marin-${stamp}`,
	licensed_states: ['NY'],
})
await saveConsultationSettings(handle.db, provider.id, {
	enabled: true,
	minutes: 15,
	by: 'phone',
	time_zone: 'America/New_York',
	windows: [{ day: 'tue', from: '09:00', to: '11:00' }],
})
const end = new Date(Date.now() - 60 * 60_000)
const person = `sam-${stamp}@example.test`
await handle.db.insert(consultationBookings).values({
	provider_id: provider.id,
	start_at: new Date(end.getTime() - 15 * 60_000),
	end_at: end,
	local_day: end.toISOString().slice(0, 10),
	name: 'Sam Reed',
	email: person,
	phone: '555-201-3344',
	time_zone: 'Europe/Madrid',
	locale: 'es',
	uid: `${randomUUID()}@e2e`,
	cancel_token_hash: hashToken(randomBytes(32).toString('base64url')),
})
await handle.close()
console.log(JSON.stringify({ person, provider: provider.email }))
