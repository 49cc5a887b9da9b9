import { type Catalog, createI18n, type Locale, type Translate } from '~/lib/i18n'
import followUpsEn from '~/locales/en/followups.json'
import followUpsEs from '~/locales/es/followups.json'

// The follow-ups' words on the server: the person's e-mails and the answer pages' data are in the
// language the message was written from (contact_messages.locale), whatever page the job runs beside.

const CATALOGS: Record<Locale, Catalog> = {
	en: followUpsEn as unknown as Catalog,
	es: followUpsEs as unknown as Catalog,
}

export function followUpTranslator(locale: Locale): Translate {
	const i18n = createI18n(locale, CATALOGS[locale])
	return (id, values) => i18n._(id, values)
}
