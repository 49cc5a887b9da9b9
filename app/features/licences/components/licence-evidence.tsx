import { Link } from '~/components/local-link'
import type { LicenceEvidence } from '../public-check'

/**
 * 'Licence checked' with its evidence, or 'Licence not yet checked' (docs/product.md#licence-checks).
 * The words come from the loader in the page's language (evidence.server.ts): nothing to translate here.
 */
export function LicenceEvidenceBlock({ evidence }: { evidence: LicenceEvidence }) {
	return (
		<section
			data-licence={evidence.checked ? 'checked' : 'not-checked'}
			aria-labelledby="licence-heading"
			className="mt-4 rounded-xl border border-stone-200 bg-white px-5 py-4 text-sm sm:px-6"
		>
			<h2 id="licence-heading" className="flex items-center gap-2 font-medium text-base text-ink">
				{evidence.checked ? (
					<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 flex-none text-brand-700">
						<circle cx="10" cy="10" r="9" fill="currentColor" />
						<path
							d="M6 10.5l2.6 2.6L14 7.6"
							stroke="#fff"
							strokeWidth="2"
							fill="none"
							strokeLinecap="round"
						/>
					</svg>
				) : null}
				{evidence.title}
			</h2>
			{evidence.lines.length > 0 ? (
				<ul className="mt-1 space-y-1 text-ink">
					{evidence.lines.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
			) : null}
			{evidence.note ? <p className="mt-1 text-muted">{evidence.note}</p> : null}
			<p className="mt-2 text-muted">
				{evidence.lookups.length > 0 ? (
					<>
						{evidence.lookup_label}{' '}
						{evidence.lookups.map((page, i) => (
							<span key={page.url}>
								{i > 0 ? ' · ' : null}
								<a href={page.url} rel="noopener" target="_blank" className="text-brand-700 underline">
									{page.name}
								</a>
							</span>
						))}
						{' · '}
					</>
				) : null}
				<Link to={evidence.how.href} className="text-brand-700 underline">
					{evidence.how.label}
				</Link>
			</p>
		</section>
	)
}
