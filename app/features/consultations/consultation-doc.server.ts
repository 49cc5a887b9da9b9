import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { consultationSettings, providers } from '~/db/schema'
import { acceptsContact } from '~/features/therapists/live-profile'
import type { StoredSettings } from './settings.server'

// docs/product.md#free-consultations: what the JSON API says of a provider's free consultation
// calls. Anyone: { minutes, by, next_at } while they have an open time (next_at from the column the
// cards read, providers.consultation_next_at), else null. The owner: their settings as POST /api/user
// takes them, with next_at (null: never set up), so a client can read, change and save them back.

export type PublicConsultation = { minutes: number; by: 'phone' | 'video'; next_at: string }
export type OwnConsultation = StoredSettings & { next_at: string | null }

async function read(db: Db, provider_id: string) {
	const [row] = await db
		.select({
			settings: consultationSettings,
			next_at: providers.consultation_next_at,
			availability: providers.availability,
		})
		.from(consultationSettings)
		.innerJoin(providers, eq(providers.id, consultationSettings.provider_id))
		.where(eq(consultationSettings.provider_id, provider_id))
		.limit(1)
	return row ?? null
}

export async function publicConsultation(
	db: Db,
	provider_id: string,
	now = new Date(),
): Promise<PublicConsultation | null> {
	const row = await read(db, provider_id)
	if (!row?.settings.enabled || !row.next_at || row.next_at <= now || !acceptsContact(row.availability))
		return null
	return { minutes: row.settings.minutes, by: row.settings.by, next_at: row.next_at.toISOString() }
}

export async function ownConsultation(db: Db, provider_id: string): Promise<OwnConsultation | null> {
	const row = await read(db, provider_id)
	if (!row) return null
	const { provider_id: _id, updated_at: _at, feed_token_hash: _feed, ...settings } = row.settings
	return { ...settings, next_at: row.next_at?.toISOString() ?? null }
}
