import type { MetaDescriptor } from 'react-router'
import { shownAvailability } from '~/features/availability/freshness'
import { absoluteUrl, type SiteInfo, pageMeta } from '~/lib/meta'
import {
	addressLines,
	displayHeadline,
	displayName,
	formatPhone,
	formatPlaces,
	photoUrl,
	profilePath,
	websiteUrl,
} from './format'
import { acceptsContact } from './live-profile'
import type { PublicProfile } from './public-profile.server'

/** schema.org structured data for a profile: a Person with name and (when shown) telephone. */
export function profileJsonLd(
	site: SiteInfo,
	profile: PublicProfile,
	/** More properties from the page's other parts (its recorded answers as `subjectOf`). */
	extra: Record<string, unknown> = {},
): Record<string, unknown> {
	const url = `${site.publicUrl}${profilePath(profile)}`
	const photo = photoUrl(profile.photo, 512)
	const showContact = acceptsContact(profile.availability)
	const address = profile.onlineTherapy === 'Teletherapy Only' ? [] : addressLines(profile)
	const website = websiteUrl(profile.link)
	return {
		'@context': 'https://schema.org',
		'@type': 'Person',
		'@id': url,
		name: displayName(profile),
		url,
		...(profile.headline ? { jobTitle: displayHeadline(profile.headline) } : {}),
		...(profile.summary.trim() ? { description: profile.summary.trim().slice(0, 500) } : {}),
		...(photo ? { image: absoluteUrl(site, photo) } : {}),
		...(showContact && profile.phone ? { telephone: formatPhone(profile.phone) } : {}),
		...(website ? { sameAs: [website.toString()] } : {}),
		...(address.length > 0
			? {
					workLocation: {
						'@type': 'Place',
						address: {
							'@type': 'PostalAddress',
							streetAddress: [profile.addressOne, profile.addressTwo].filter(Boolean).join(', '),
							addressLocality: profile.city,
							...(profile.state ? { addressRegion: profile.state } : {}),
							...(profile.zip ? { postalCode: profile.zip } : {}),
							addressCountry: 'US',
						},
					},
				}
			: {}),
		...(profile.specialties.length > 0 ? { knowsAbout: profile.specialties.map((s) => s.label) } : {}),
		...(profile.language.length > 0 ? { knowsLanguage: profile.language } : {}),
		// schema.org has no "availability confirmed" for a Person. The page that describes them is
		// re-affirmed by its provider when they confirm: its dateModified, as a date (not the row's
		// updated_at, which bookkeeping writes also stamp). docs/product.md#availability-freshness
		mainEntityOfPage: {
			'@type': 'ProfilePage',
			'@id': url,
			dateModified: profile.availabilityConfirmedAt.toISOString().slice(0, 10),
		},
		...extra,
	}
}

/**
 * Title (name and headline), description (summary cut to 160), canonical, Open Graph, geo.region of the
 * office state, JSON-LD unless flagged, and noindex unless indexable (so flagged profiles, drafts and
 * profiles unconfirmed for over 180 days).
 */
export function profileMeta(
	site: SiteInfo,
	profile: PublicProfile,
	extraJsonLd: Record<string, unknown> = {},
): MetaDescriptor[] {
	const name = displayName(profile)
	const headline = displayHeadline(profile.headline)
	const title = headline ? `${name}, ${headline}` : name
	const places = formatPlaces(profile.licensedStates)
	const description =
		profile.summary.trim() ||
		[
			`${name}${headline ? `, ${headline}` : ''}.`,
			places ? `Licensed in ${places}${places.endsWith('.') ? '' : '.'}` : '',
			`${shownAvailability(profile.availability, profile.freshness)}.`,
		]
			.filter(Boolean)
			.join(' ')
	const tags = pageMeta(site, {
		title,
		description,
		path: profilePath(profile),
		stateCode: profile.state ?? profile.licensedStates[0] ?? null,
		noindex: !profile.isIndexable,
		image: photoUrl(profile.photo, 512),
		type: 'profile',
	})
	if (!profile.isFlagged) tags.push({ 'script:ld+json': profileJsonLd(site, profile, extraJsonLd) })
	return tags
}
