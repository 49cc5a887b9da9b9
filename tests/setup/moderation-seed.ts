import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'

/**
 * The moderation queues at scale (docs/product.md#moderation): `providers` live profiles (one in 97
 * flagged, created over 60 days) and `reports` open reports over a quarter of them. Shared by the
 * integration test and `npm run bench:moderation`.
 */
export async function seedModerationQueues(db: Db, providers: number, reports: number): Promise<void> {
	await db.execute(sql`
		insert into providers (email, first_name, last_name, url_tag, headline, email_verified, onboarded, flagged, created_at, updated_at)
		select 'q' || n || '@example.test', 'Quinn', 'Row' || n, 'quinn-row' || n, 'LPC', true, true, n % 97 = 0,
			now() - (n % 60) * interval '1 day', now() - (n % 90) * interval '1 hour'
		from generate_series(1, ${providers}) n`)
	await db.execute(sql`
		insert into reports (provider_id, reason, details, email, created_at)
		select p.id, (array['not_licensed','impersonation','wrong_details','inappropriate','other'])[1 + r % 5],
			'details ' || r, null, now() - (r % 1000) * interval '1 minute'
		from generate_series(1, ${reports}) r
		join lateral (select id from providers where email = 'q' || (1 + r % (${providers} / 4)) || '@example.test') p on true`)
	await db.execute(sql`analyze`)
}
