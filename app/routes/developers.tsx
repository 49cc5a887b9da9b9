import { EndpointDocCard, WithCode } from '~/features/api-contract/components/endpoint-doc'
import { getApiReference } from '~/features/api-contract/reference.server'
import type { ContentSection } from '~/features/content/components/prose-page'
import { ProsePage } from '~/features/content/components/prose-page'
import { PUBLIC_READ_LIMIT, PUBLIC_READ_MAX_AGE } from '~/lib/public-read.server'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/developers'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'API reference',
		description:
			'Read the directory from your own tools: search providers, read profiles, answers and tags through the open JSON API.',
		path: '/developers',
	})

export function loader() {
	return {
		reference: getApiReference(),
		limits: { ...PUBLIC_READ_LIMIT, maxAge: PUBLIC_READ_MAX_AGE },
	}
}

export default function Developers({ loaderData }: Route.ComponentProps) {
	const { reference, limits } = loaderData
	const basics: ContentSection = {
		id: 'basics',
		title: 'Basics',
		body: (
			<>
				<p>
					<WithCode text={reference.description} />
				</p>
				<ul>
					<li>
						The whole contract is an OpenAPI 3.1 document at{' '}
						<a href="/api/openapi.json">
							<code>/api/openapi.json</code>
						</a>
						: generate a client from it, or read it below.
					</li>
					<li>
						GET sends parameters in the query string (repeat a parameter for a list); POST sends JSON with{' '}
						<code>Content-Type: application/json</code>.
					</li>
					<li>
						Public reads answer any origin without cookies, can be cached for {limits.maxAge} seconds, and
						carry an ETag (send it back in <code>If-None-Match</code> for a 304). Each client address may make
						bursts of {limits.burst} reads, refilled at {limits.perSecond} per second; past that the answer is
						429 with <code>Retry-After</code>.
					</li>
					<li>
						Calls that change something are accepted from this site's own pages only (the browser's{' '}
						<code>Origin</code>), with the session cookie that logging in sets.
					</li>
					<li>
						Every failure answers <code>{'{ "error": { "code", "message", "fields"? } }'}</code>, with{' '}
						<code>fields</code> naming each input at fault.
					</li>
				</ul>
			</>
		),
	}
	const sections: ContentSection[] = [
		basics,
		...reference.groups.map((group) => ({
			id: group.name.toLowerCase(),
			title: group.name,
			body: (
				<>
					<p>{group.description}</p>
					<div className="mt-6 space-y-10">
						{group.endpoints.map((endpoint) => (
							<EndpointDocCard key={endpoint.id} endpoint={endpoint} />
						))}
					</div>
				</>
			),
		})),
	]
	return (
		<ProsePage
			eyebrow="Developers"
			title="API reference"
			lead="The directory is open: its own pages, mobile apps and other people's tools read it through this JSON API."
			sections={sections}
		/>
	)
}
