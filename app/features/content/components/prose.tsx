import type { ReactNode } from 'react'

/**
 * Typography for long-form text. There is no typography plugin, so the rules for nested
 * paragraphs, lists and links live here, in one place.
 */
const PROSE =
	'text-ink leading-relaxed [&_p]:mt-4 [&_p:first-child]:mt-0 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_li]:pl-1 [&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-ink [&_h3]:text-lg [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_strong]:font-semibold'

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
	return <div className={`${PROSE} ${className}`}>{children}</div>
}

/** Links that leave the site: no opener access and no referrer, so visitors are not followed. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
	return (
		<a href={href} rel="noopener noreferrer">
			{children}
		</a>
	)
}

/** The crisis note shown wherever people read about their own mental health. */
export function CrisisNote({ className = '' }: { className?: string }) {
	return (
		<aside
			aria-label="Crisis support"
			className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-ink ${className}`}
		>
			<p>
				<strong>Need help now?</strong> If you are thinking about suicide or are in crisis, call or text{' '}
				<a href="tel:988" className="font-semibold text-brand-800 underline">
					988
				</a>{' '}
				(Suicide &amp; Crisis Lifeline), any time. In an emergency, call{' '}
				<a href="tel:911" className="font-semibold text-brand-800 underline">
					911
				</a>
				.
			</p>
		</aside>
	)
}
