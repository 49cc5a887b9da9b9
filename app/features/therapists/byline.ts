import { type AVAILABILITY, providers } from '~/db/schema/providers'

/** What names a provider wherever they appear beside something else: a search card, an answer. */
export type ProviderByline = {
	id: string
	short_id: number
	url_tag: string
	first_name: string
	last_name: string
	headline: string
	photo: string | null
	availability: (typeof AVAILABILITY)[number]
}

/** The columns of a ProviderByline, for selects over providers (public fields only). */
export const BYLINE_COLUMNS = {
	id: providers.id,
	short_id: providers.short_id,
	url_tag: providers.url_tag,
	first_name: providers.first_name,
	last_name: providers.last_name,
	headline: providers.headline,
	photo: providers.photo,
	availability: providers.availability,
}
