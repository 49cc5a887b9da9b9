import type { MetaDescriptor } from 'react-router'
import type {
	AudioObject,
	EducationalOccupationalCredential,
	Graph,
	Person,
	ProfilePage,
	VideoObject,
} from 'schema-dts'
import { shownAvailability } from '~/features/availability/freshness'
import { jsonLdGraph, jsonLdTag, profileIds } from '~/lib/json-ld'
import { absoluteUrl, type SiteInfo, pageMeta } from '~/lib/meta'
import { displayHeadline, displayName, formatPhone, photoUrl, profilePath, websiteUrl } from './format'
import { addressLines, formatPlaces } from './practice-format'
import { withPublicContact } from './live-profile'
import { ENGLISH_I18N, type Translate } from '~/lib/i18n'
import { referenceLabel } from '~/lib/reference-label'
import { registerEnglish } from '~/lib/english-catalog'
import profileEn from '~/locales/en/profile.json'
import type { PublicProfile } from './public-profile.server'

registerEnglish(profileEn)

/**
 * schema.org structured data for a profile: the ProfilePage, whose mainEntity is the Person (name,
 * and the telephone and street only when public: docs/product.md#availability), with the recorded
 * answers as the Person's subjectOf. Two nodes with their own ids (lib/json-ld.ts).
 */
export function profileJsonLd(
	site: SiteInfo,
	profile: PublicProfile,
	/** The page's recorded answers (answer-json-ld.ts). */
	recordings: ReadonlyArray<VideoObject | AudioObject> = [],
	/** The checked licences (app/features/licences/evidence.server.ts, made by the loader). */
	credentials: readonly EducationalOccupationalCredential[] = [],
): Graph {
	// Whoever passes the profile, the structured data shows what visitors may see.
	const shown = withPublicContact(profile)
	const url = `${site.publicUrl}${profilePath(shown)}`
	const ids = profileIds(url)
	const photo = photoUrl(shown.photo, 512)
	const address = shown.online_therapy === 'Teletherapy Only' ? [] : addressLines(shown)
	const street = [shown.addressOne, shown.addressTwo].filter((line) => line.trim()).join(', ')
	const website = websiteUrl(shown.link)
	const person: Person = {
		'@type': 'Person',
		'@id': ids.person,
		name: displayName(shown),
		url,
		...(shown.headline ? { jobTitle: displayHeadline(shown.headline) } : {}),
		...(shown.summary.trim() ? { description: shown.summary.trim().slice(0, 500) } : {}),
		...(photo ? { image: absoluteUrl(site, photo) } : {}),
		...(shown.phone ? { telephone: formatPhone(shown.phone) } : {}),
		...(website ? { sameAs: [website.toString()] } : {}),
		...(address.length > 0
			? {
					workLocation: {
						'@type': 'Place',
						address: {
							'@type': 'PostalAddress',
							...(street ? { streetAddress: street } : {}),
							...(shown.city ? { addressLocality: shown.city } : {}),
							...(shown.state ? { addressRegion: shown.state } : {}),
							...(shown.zip ? { postalCode: shown.zip } : {}),
							addressCountry: 'US',
						},
					},
				}
			: {}),
		...(shown.specialties.length > 0 ? { knowsAbout: shown.specialties.map((s) => s.label) } : {}),
		...(shown.language.length > 0 ? { knowsLanguage: shown.language } : {}),
		...(credentials.length > 0 ? { hasCredential: [...credentials] } : {}),
		mainEntityOfPage: { '@id': ids.page },
		...(recordings.length > 0 ? { subjectOf: recordings } : {}),
	}
	const page: ProfilePage = {
		'@type': 'ProfilePage',
		'@id': ids.page,
		url,
		name: displayName(shown),
		// schema.org has no "availability confirmed" for a Person. The page that describes them is
		// re-affirmed by its provider when they confirm: its dateModified, as a date (not the row's
		// updated_at, which bookkeeping writes also stamp). docs/product.md#availability-freshness
		dateModified: shown.availability_confirmed_at.toISOString().slice(0, 10),
		mainEntity: { '@id': ids.person },
	}
	return jsonLdGraph([page, person])
}

/**
 * Title (name and headline), description (summary cut to 160), canonical, Open Graph, geo.region of the
 * office state, JSON-LD unless flagged, and noindex unless indexable (so flagged profiles, drafts and
 * profiles unconfirmed for over 180 days).
 */
export function profileMeta(
	site: SiteInfo,
	profile: PublicProfile,
	recordings: ReadonlyArray<VideoObject | AudioObject> = [],
	/** The page's language (site.locale); the therapist's own words stay as written. */
	t: Translate = ENGLISH_I18N.t,
	credentials: readonly EducationalOccupationalCredential[] = [],
): MetaDescriptor[] {
	const words = { locale: site.locale ?? 'en', t }
	const name = displayName(profile)
	const headline = displayHeadline(profile.headline)
	const title = headline ? `${name}, ${headline}` : name
	const places = formatPlaces(profile.licensed_states, t)
	const shown = shownAvailability(profile.availability, profile.freshness)
	const description =
		profile.summary.trim() ||
		[
			`${name}${headline ? `, ${headline}` : ''}.`,
			places ? `${t('profile.licensedIn')} ${places}${places.endsWith('.') ? '' : '.'}` : '',
			`${referenceLabel(words, 'availability', shown, shown)}.`,
		]
			.filter(Boolean)
			.join(' ')
	const tags = pageMeta(site, {
		title,
		description,
		path: profilePath(profile),
		stateCode: profile.state ?? profile.licensed_states[0] ?? null,
		noindex: !profile.isIndexable,
		image: photoUrl(profile.photo, 512),
		type: 'profile',
	})
	if (!profile.flagged) tags.push(jsonLdTag(profileJsonLd(site, profile, recordings, credentials)))
	return tags
}
