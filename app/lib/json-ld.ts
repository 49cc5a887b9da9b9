import type { MetaDescriptor } from 'react-router'
import type { Graph, Thing } from 'schema-dts'

// Structured data (docs/product.md#search-engines): one script per page holding an @graph whose
// nodes refer to each other by @id. Ids are the page's URL for the page, and a fragment of the
// provider's profile URL for the provider and their answers, so the same person or answer has one
// id on every page that mentions it, and a page is never merged with the person it describes.

/** The ids of a provider's nodes, from the absolute URL of their profile. */
export function profileIds(profileUrl: string) {
	return {
		page: profileUrl,
		person: `${profileUrl}#person`,
		answer: (answerId: string) => `${profileUrl}#answer-${answerId}`,
		recording: (answerId: string) => `${profileUrl}#recording-${answerId}`,
	}
}

export function jsonLdGraph(nodes: Thing[]): Graph {
	return { '@context': 'https://schema.org', '@graph': nodes }
}

/** The graph as a meta tag: React Router serializes and escapes it into the page's head. */
export function jsonLdTag(graph: Graph): MetaDescriptor {
	// schema-dts types are interfaces, which TypeScript does not assign to MetaDescriptor's JSON
	// index signature; the value is plain JSON all the same.
	return {
		'script:ld+json': graph as unknown as Extract<
			MetaDescriptor,
			{ 'script:ld+json': unknown }
		>['script:ld+json'],
	}
}
