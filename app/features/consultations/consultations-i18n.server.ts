import { type Catalog, createI18n, type Locale, type Translate } from '~/lib/i18n'
import consultationsEn from '~/locales/en/consultations.json'
import consultationsEs from '~/locales/es/consultations.json'

// The consultations' words on the server: the visitor's e-mails, invite and refusals are in the
// language of the page they booked from (consultation_bookings.locale), whatever runs the job.

const CATALOGS: Record<Locale, Catalog> = {
	en: consultationsEn as unknown as Catalog,
	es: consultationsEs as unknown as Catalog,
}

const translators = new Map<Locale, Translate>()

export function consultationTranslator(locale: Locale): Translate {
	let t = translators.get(locale)
	if (!t) {
		const i18n = createI18n(locale, CATALOGS[locale])
		t = (id, values) => i18n._(id, values)
		translators.set(locale, t)
	}
	return t
}
