import type { ReactNode } from 'react'
import { CrisisSentences } from '~/components/crisis-lines'
import { registerEnglish } from '~/lib/english-catalog'
import { useI18n } from '~/lib/i18n'
import learnEn from '~/locales/en/learn.json'

registerEnglish(learnEn)

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
export function ExternalLink({ href, lang, children }: { href: string; lang?: string; children: ReactNode }) {
	return (
		<a href={href} hrefLang={lang} lang={lang} rel="noopener noreferrer">
			{children}
		</a>
	)
}

/** The crisis note shown wherever people read about their own mental health, in the page's language. */
export function CrisisNote({ className = '' }: { className?: string }) {
	const { t } = useI18n()
	return (
		<aside
			aria-label={t('learn.crisis.label')}
			className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-ink ${className}`}
		>
			<p>
				<strong>{t('learn.crisis.strong')}</strong>{' '}
				<CrisisSentences linkClassName="font-semibold text-brand-800 underline" />
			</p>
		</aside>
	)
}
