import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { consultationSettings, providers } from '~/db/schema'
import { refreshConsultationTimes } from '~/features/consultations/next-call.server'
import stateZones from '~/features/consultations/state-zones.json'

// The demo's free consultations (docs/product.md#free-consultations): on a fresh install one demo
// provider in five who is accepting new clients offers short calls, in their state's zone, so the
// profile's 'Book a free … call', the cards' 'Next free call' and the 'Offers a free consultation'
// filter show on a new directory as they will on a real one. Never over settings a provider saved.

/** One accepting demo provider in this many offers calls. */
const EVERY = 5

/** Three weekly patterns, by short id: mornings, evenings, end of the week. */
const WINDOWS = [
	[
		{ day: 'mon', from: '09:00', to: '12:00' },
		{ day: 'wed', from: '13:00', to: '16:00' },
	],
	[
		{ day: 'tue', from: '17:00', to: '19:00' },
		{ day: 'thu', from: '17:00', to: '19:00' },
	],
	[
		{ day: 'fri', from: '10:00', to: '12:00' },
		{ day: 'sat', from: '10:00', to: '12:00' },
	],
]

/** Adds the demo's consultation settings and their next open times; returns how many providers offer calls. */
export async function addDemoConsultations(db: Db, now = new Date()): Promise<number> {
	// The zone the profile's modal proposes: the office's state's, else the first licensed state's.
	const zones = sql`${JSON.stringify(stateZones)}::jsonb`
	const added = await db.execute(sql`
		insert into ${consultationSettings} (provider_id, enabled, minutes, by, time_zone, windows)
		select p.id, true, (array[15, 20, 30])[1 + p.short_id % 3],
			case when p.short_id % 2 = 0 then 'phone' else 'video' end,
			coalesce(${zones} ->> p.state, ${zones} ->> p.licensed_states[1], 'America/New_York'),
			(${JSON.stringify(WINDOWS)}::jsonb) -> (p.short_id % 3)
		from ${providers} p
		where p.is_demo and p.availability = 'Accepting New Clients' and p.short_id % ${EVERY} = 0
		on conflict (provider_id) do nothing
		returning provider_id`)
	const count = (added as unknown as { rows: unknown[] }).rows.length
	// The job that keeps next times fresh computes them (each provider's first open time).
	for (let done = 0; done < count; ) {
		const changed = await refreshConsultationTimes(db, now)
		if (changed === 0) break
		done += changed
	}
	return count
}
