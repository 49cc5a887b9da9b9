import type { LicenceCase } from '../licence-review.server'

// The licence case's side-by-side view (English only, the console: docs/product.md#licence-checks).

/** Each rule the registry check names, in a moderator's words. */
export const MISMATCH_LABELS: Record<string, string> = {
	npi_invalid: 'The NPI is not valid',
	npi_not_found: 'The NPI is not in the registry',
	npi_deactivated: 'The NPI is deactivated in the registry',
	last_name: 'Last name differs',
	first_name: 'First name differs',
	no_license: 'No licence entered',
	taxonomy: 'No registry taxonomy of this licence type',
	license_number: 'No registry licence with this number and state',
}

export const mismatchText = (m: string) => {
	const [state, rule] = m.includes(': ') ? m.split(': ') : [null, m]
	const words = MISMATCH_LABELS[rule] ?? rule
	return state ? `${state}: ${words}` : words
}

// At a phone's width each row stacks (its name, then the claim, then the registry's, each labelled)
// instead of a table that scrolls sideways; from sm up it is the side-by-side table.
const ROW = 'max-sm:block max-sm:border-stone-100 max-sm:border-t max-sm:py-2 max-sm:first:border-t-0'
const CELL = 'align-top max-sm:block sm:border-stone-100 sm:border-t sm:py-2 sm:pr-3'
const SIDE = 'block text-muted text-xs sm:hidden'

/** The claim beside the registry's row: names, NPI state, and each licence against the registry's pairs. */
export function ClaimAndRegistry({ found }: { found: LicenceCase }) {
	const { provider, registry, check } = found
	const missed = new Set(check?.mismatches ?? [])
	const mark = (rule: string) =>
		missed.has(rule) ? <strong className="text-red-800"> · {MISMATCH_LABELS[rule]}</strong> : null
	return (
		<div className="mt-3 overflow-x-auto rounded-xl border border-stone-200 bg-white p-4">
			<table className="w-full text-left text-sm max-sm:block sm:min-w-[32rem]">
				<caption className="sr-only">The provider's claim and the registry's row</caption>
				<thead className="max-sm:sr-only">
					<tr className="text-muted">
						<th scope="col" className="py-1 pr-3 font-medium">
							&nbsp;
						</th>
						<th scope="col" className="py-1 pr-3 font-medium">
							The provider claims
						</th>
						<th scope="col" className="py-1 font-medium">
							The NPI registry{check?.registry_file_date ? ` (file of ${check.registry_file_date})` : ''}
						</th>
					</tr>
				</thead>
				<tbody className="max-sm:block">
					<tr className={ROW}>
						<th scope="row" className={CELL}>
							NPI
						</th>
						<td className={CELL}>
							<span className={SIDE}>The provider claims</span>
							{provider.npi ?? '—'}
						</td>
						<td className={CELL}>
							<span className={SIDE}>The NPI registry</span>
							{registry
								? `${registry.npi}${registry.deactivation_date ? ` · deactivated ${registry.deactivation_date}` : ''}${registry.reactivation_date ? ` · reactivated ${registry.reactivation_date}` : ''}`
								: 'Not in the registry'}
							{mark('npi_not_found')}
							{mark('npi_deactivated')}
						</td>
					</tr>
					<tr className={ROW}>
						<th scope="row" className={CELL}>
							Name
						</th>
						<td className={CELL}>
							<span className={SIDE}>The provider claims</span>
							{provider.first_name} {provider.last_name}
						</td>
						<td className={CELL}>
							<span className={SIDE}>The NPI registry</span>
							{registry ? `${registry.first_name} ${registry.last_name}`.trim() || '—' : '—'}
							{registry?.credential ? `, ${registry.credential}` : ''}
							{mark('last_name')}
							{mark('first_name')}
						</td>
					</tr>
					{provider.licenses.map((l) => {
						const result = check?.licenses.find((r) => r.state === l.state && r.number === l.number)
						return (
							<tr key={`${l.state}-${l.number}`} className={ROW}>
								<th scope="row" className={CELL}>
									Licence
								</th>
								<td className={CELL}>
									<span className={SIDE}>The provider claims</span>
									{l.type.toUpperCase()}, {l.state}, no. {l.number}
									{result?.mismatches.length ? (
										<strong className="block text-red-800">
											{result.mismatches.map((m) => MISMATCH_LABELS[m] ?? m).join(' · ')}
										</strong>
									) : null}
								</td>
								<td className={CELL}>
									<span className={SIDE}>The NPI registry</span>
									<ul>
										{(registry?.taxonomies ?? []).map((t) => (
											<li key={`${t.code}-${t.license_number}-${t.license_state}`}>
												{t.code}
												{t.primary ? ' (primary)' : ''} · {t.license_state || '—'} no.{' '}
												{t.license_number || '—'}
											</li>
										))}
									</ul>
									{registry && registry.taxonomies.length === 0 ? 'No taxonomies listed' : null}
								</td>
							</tr>
						)
					})}
				</tbody>
			</table>
		</div>
	)
}
