import type { EndpointDoc, FieldRow } from '../reference.server'

const METHOD_STYLE: Record<string, string> = {
	GET: 'bg-emerald-100 text-emerald-900',
	POST: 'bg-brand-100 text-brand-900',
	DELETE: 'bg-red-100 text-red-900',
}

/** Descriptions mark code with backticks, as Markdown does. */
export function WithCode({ text }: { text: string }) {
	return (
		<>
			{text.split('`').map((part, i) =>
				i % 2 === 1 ? (
					// biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
					<code key={i} className="font-mono text-[0.9em]">
						{part}
					</code>
				) : (
					part
				),
			)}
		</>
	)
}

function Fields({ title, rows }: { title: string; rows: FieldRow[] }) {
	if (rows.length === 0) return null
	return (
		<div className="mt-4">
			<h4 className="font-semibold text-ink text-sm">{title}</h4>
			<dl className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white text-sm">
				{rows.map((row) => (
					// Every term gets its definition, the type at least (a <dt> alone is invalid HTML).
					<div key={row.name} className="px-3 py-2">
						<dt className="inline">
							<code className="font-mono font-semibold text-ink">{row.name}</code>
						</dt>
						<dd className="ml-2 inline">
							<span className="break-all font-mono text-muted text-xs">{row.type}</span>
							{row.required ? <span className="ml-2 text-red-800 text-xs">required</span> : null}
							{row.description ? (
								<span className="mt-0.5 block text-muted">
									<WithCode text={row.description} />
								</span>
							) : null}
						</dd>
					</div>
				))}
			</dl>
		</div>
	)
}

/** One endpoint of the API reference: what to send, what comes back, and an example. */
export function EndpointDocCard({ endpoint }: { endpoint: EndpointDoc }) {
	return (
		<article id={endpoint.id} aria-labelledby={`${endpoint.id}-title`} className="scroll-mt-24">
			<h3 id={`${endpoint.id}-title`} className="flex flex-wrap items-center gap-2">
				<span
					className={`rounded px-2 py-0.5 font-mono font-semibold text-xs ${METHOD_STYLE[endpoint.method] ?? 'bg-stone-100'}`}
				>
					{endpoint.method}
				</span>
				<code className="break-all font-mono text-base">{endpoint.path}</code>
			</h3>
			<p>
				<strong>{endpoint.summary}.</strong> <WithCode text={endpoint.description} />
				{endpoint.needsLogin ? ' Needs the session cookie.' : null}
			</p>
			<Fields title="Query parameters" rows={endpoint.params} />
			{endpoint.body ? (
				<Fields title={`Body (${endpoint.body.content_type})`} rows={endpoint.body.fields} />
			) : null}
			<div className="mt-4">
				<h4 className="font-semibold text-ink text-sm">Responses</h4>
				<ul className="!list-none !pl-0 mt-2 space-y-1 text-sm">
					{endpoint.responses.map((r) => (
						<li key={r.status} className="!pl-0">
							<code className="font-mono font-semibold">{r.status}</code>{' '}
							{r.type ? <code className="font-mono text-muted text-xs">{r.type}</code> : null}{' '}
							<WithCode text={r.description} />
						</li>
					))}
				</ul>
			</div>
			{endpoint.example ? (
				<pre
					// Focusable, so keyboard users can scroll a long line sideways (WCAG 2.1.1, axe's
					// scrollable-region-focusable).
					// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll.
					tabIndex={0}
					className="mt-4 overflow-x-auto rounded-lg bg-stone-900 p-3 text-stone-50 text-xs leading-relaxed"
				>
					<code>{endpoint.example}</code>
				</pre>
			) : null}
		</article>
	)
}
