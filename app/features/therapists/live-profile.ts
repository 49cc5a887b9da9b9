import { and, eq, ne, sql } from 'drizzle-orm'
import { providers } from '~/db/schema'

/** What a profile needs before visitors can find it (search, sitemap, indexing). */
export type LiveProfileFields = {
	onboarded: boolean
	emailVerified: boolean
	flagged: boolean
	firstName: string
	lastName: string
	headline: string
	licensedStates: string[]
}

/** The fields a provider still has to fill in before the profile is live (empty when live). */
export function missingForLive(p: LiveProfileFields): string[] {
	const missing: string[] = []
	if (!p.firstName.trim() || !p.lastName.trim()) missing.push('your name')
	if (!p.headline.trim()) missing.push('a headline')
	if (p.licensedStates.length === 0) missing.push('a practicing state')
	if (!p.onboarded) missing.push('the welcome checklist')
	if (!p.emailVerified) missing.push('e-mail verification')
	return missing
}

/** Live: onboarded, verified, filled out and not flagged. */
export function isLiveProfile(p: LiveProfileFields): boolean {
	return !p.flagged && missingForLive(p).length === 0
}

/** The same rule as SQL, for queries over providers. */
export const liveProviderCondition = and(
	eq(providers.onboarded, true),
	eq(providers.emailVerified, true),
	eq(providers.flagged, false),
	ne(providers.firstName, ''),
	ne(providers.lastName, ''),
	ne(providers.headline, ''),
	sql`cardinality(${providers.licensedStates}) > 0`,
)
