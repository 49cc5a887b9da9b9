import { type AVAILABILITY, providers } from '~/db/schema/providers'

/** What names a provider wherever they appear beside something else: a search card, an answer. */
export type ProviderByline = {
	id: string
	shortId: number
	urlTag: string
	firstName: string
	lastName: string
	headline: string
	photo: string | null
	availability: (typeof AVAILABILITY)[number]
}

/** The columns of a ProviderByline, for selects over providers (public fields only). */
export const BYLINE_COLUMNS = {
	id: providers.id,
	shortId: providers.shortId,
	urlTag: providers.urlTag,
	firstName: providers.firstName,
	lastName: providers.lastName,
	headline: providers.headline,
	photo: providers.photo,
	availability: providers.availability,
}
