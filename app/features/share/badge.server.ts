import { liveProfileColumns } from '~/features/therapists/live-profile.server'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { getEnv } from '~/env.server'
import { isLiveProfile } from '~/features/therapists/live-profile'
import { displayName } from '~/features/therapists/format'
import { AppError } from '~/lib/errors'
import { type BadgeOptions, renderBadgeSvg } from './badge'

/**
 * The badge of one provider: with their name while the profile is live, a generic one otherwise
 * (an unfinished or flagged profile shows nothing about its owner). Throws not_found for unknown ids.
 */
export async function getProviderBadge(db: Db, short_id: number, options: BadgeOptions): Promise<string> {
	const [row] = await db
		.select({
			...liveProfileColumns,
		})
		.from(providers)
		.where(eq(providers.short_id, short_id))
	if (!row) throw new AppError('not_found', 'Provider not found.')
	const name = isLiveProfile(row) ? displayName(row) : null
	return renderBadgeSvg({ siteName: getEnv().SITE_NAME, name, options })
}
