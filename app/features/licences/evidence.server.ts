import type { EducationalOccupationalCredential } from 'schema-dts'
import type { Locale } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'
import { findLicenceType } from '~/platform/reference/licence-types'
import { boardLookups } from '~/platform/reference/licensing-boards'
import { stateNameIn } from '~/platform/reference/state-names.server'
import { findStateByCode } from '~/platform/reference/states'
import { type LicenceEvidence, LICENCE_CHECKS_PATH, type PublicLicenceCheck } from './public-check'

// The licence evidence in plain words (docs/product.md#licence-checks), written by the profile's
// loader in the page's language: 'LPC, Texas, no. 12345 · NPI 1234567893 · matched the national NPI
// registry (file of 10 Nov 2026) on 28 Nov 2026'. The words never reach a visitor's browser as a
// catalog (licences.json is a loaders-only catalog, app/lib/i18n-catalogs.server.ts).

const DAY_FORMATS = new Map<Locale, Intl.DateTimeFormat>()

/** '10 Nov 2026' / '10 nov 2026': a calendar date, the same for every reader (UTC). */
export function evidenceDate(value: string, locale: Locale): string {
	let format = DAY_FORMATS.get(locale)
	if (!format) {
		format = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-GB', {
			timeZone: 'UTC',
			day: 'numeric',
			month: 'short',
			year: 'numeric',
		})
		DAY_FORMATS.set(locale, format)
	}
	// A plain date ('2026-11-10') is that day; an instant is its UTC day.
	const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value
	return format.format(new Date(instant)).replace(/\./g, '')
}

function stateName(code: string, locale: Locale): string {
	const state = findStateByCode(code)
	return state ? stateNameIn(state, locale) : code
}

/** The evidence for a profile, or 'Licence not yet checked' without a checked licence. */
export function licenceEvidence(
	check: PublicLicenceCheck | null,
	options: { locale: Locale; siteName: string },
): LicenceEvidence {
	const { locale } = options
	const { t } = serverI18n(locale)
	const how = { label: t('licences.evidence.howWeCheck'), href: LICENCE_CHECKS_PATH }
	const base = { lookup_label: t('licences.evidence.lookup'), how }
	if (!check) {
		return {
			...base,
			checked: false,
			title: t('licences.evidence.notChecked'),
			lines: [],
			note: t('licences.evidence.notCheckedNote'),
			lookups: [],
		}
	}
	const date = evidenceDate(check.checked_at, locale)
	const how_matched =
		check.source === 'staff'
			? check.board_state
				? t('licences.evidence.staff', {
						site: options.siteName,
						state: stateName(check.board_state, locale),
						date,
					})
				: t('licences.evidence.staffUndated', { site: options.siteName, date })
			: check.registry_file_date
				? t('licences.evidence.registry', {
						file_date: evidenceDate(check.registry_file_date, locale),
						date,
					})
				: t('licences.evidence.registryUndated', { date })
	const lines = check.licenses.map((licence) => {
		const type = findLicenceType(licence.type)
		const parts = [
			t('licences.evidence.licence', {
				type: type ? t(type.short_key) : licence.type,
				state: stateName(licence.state, locale),
				number: licence.number,
			}),
			check.npi ? t('licences.evidence.npi', { npi: check.npi }) : null,
			how_matched,
		]
		return parts.filter(Boolean).join(' · ')
	})
	const seen = new Set<string>()
	const lookups = check.licenses
		.flatMap((licence) => boardLookups(licence.state))
		.filter((page) => !seen.has(page.url) && seen.add(page.url) !== undefined)
		.map(({ name, url }) => ({ name, url }))
	return { ...base, checked: true, title: t('licences.evidence.checked'), lines, note: null, lookups }
}

/**
 * The checked licences as schema.org credentials (Person.hasCredential), made by the loader so the
 * board table stays off a visitor's phone: credentialCategory 'license', recognized by the state's
 * licensing board (its look-up page, or the state's board by name when none is on file).
 */
export function licenceCredentialsJsonLd(
	check: PublicLicenceCheck | null,
	locale: Locale,
): EducationalOccupationalCredential[] {
	if (!check) return []
	const { t } = serverI18n(locale)
	return check.licenses.map((licence) => {
		const type = findLicenceType(licence.type)
		const state = stateName(licence.state, locale)
		const [board] = boardLookups(licence.state)
		return {
			'@type': 'EducationalOccupationalCredential',
			name: `${type ? t(type.label_key) : licence.type}, ${state}`,
			credentialCategory: 'license',
			identifier: licence.number,
			recognizedBy: {
				'@type': 'Organization',
				...(board?.state
					? { name: board.name, url: board.url }
					: { name: t('licences.evidence.board', { state }) }),
			},
			validIn: { '@type': 'AdministrativeArea', name: state },
		}
	})
}
