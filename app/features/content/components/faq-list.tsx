import type { Faq } from '../for-providers'
import { Prose } from './prose'

/** Questions as disclosure widgets: keyboard-friendly and readable without JavaScript. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
	return (
		<div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
			{faqs.map((faq) => (
				<details key={faq.id} id={`faq-${faq.id}`} className="group scroll-mt-24">
					<summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-brand-50 group-open:bg-brand-50/60">
						<h3>{faq.question}</h3>
						<svg
							aria-hidden="true"
							viewBox="0 0 20 20"
							className="h-5 w-5 flex-none text-brand-700 transition group-open:rotate-180"
						>
							<path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
						</svg>
					</summary>
					<Prose className="px-5 pt-1 pb-5">{faq.answer}</Prose>
				</details>
			))}
		</div>
	)
}
