import type { ReactNode } from 'react'
import { registerEnglish } from '~/lib/english-catalog'
import { type Locale, useI18n } from '~/lib/i18n'
import contentEn from '~/locales/en/content.json'
import { Prose } from './prose'

registerEnglish(contentEn)

export type ContentSection = {
	/** Anchor id, used by the table of contents. */
	id: string
	title: string
	body: ReactNode
}

type ProsePageProps = {
	eyebrow?: string
	title: string
	lead?: ReactNode
	/** ISO date (YYYY-MM-DD) shown as "Last updated". */
	lastUpdated?: string
	sections: ContentSection[]
	/** Shown under the header, above the table of contents (e.g. a crisis note). */
	before?: ReactNode
	/** Shown after the last section (e.g. a state picker). */
	after?: ReactNode
	/** Number the sections (legal documents are easier to cite that way). */
	numbered?: boolean
}

// One formatter per language for every render: toLocaleDateString builds a new one per call (about 50 µs).
const LONG_DATE: Record<Locale, Intl.DateTimeFormat> = {
	en: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }),
	es: new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', dateStyle: 'long' }),
}

/** Formats in UTC so the server and the browser render the same day. */
function formatLongDate(isoDate: string, locale: Locale): string {
	return LONG_DATE[locale].format(new Date(`${isoDate}T00:00:00Z`))
}

function TocLinks({ sections, numbered }: { sections: ContentSection[]; numbered: boolean }) {
	return (
		<ol className="space-y-0.5">
			{sections.map((s, i) => (
				<li key={s.id}>
					<a
						href={`#${s.id}`}
						className="flex min-h-11 items-center gap-2 rounded-lg px-2 py-2 lg:min-h-0 lg:py-1.5 text-brand-700 leading-snug hover:bg-brand-50 hover:text-brand-900"
					>
						{numbered ? <span className="w-5 flex-none text-muted tabular-nums">{i + 1}.</span> : null}
						<span>{s.title}</span>
					</a>
				</li>
			))}
		</ol>
	)
}

/**
 * Phones get a disclosure (closed when the list is long, so the text starts on the first screen);
 * wide screens get a sticky sidebar that scrolls on its own if it is taller than the window.
 */
function TableOfContents({ sections, numbered }: { sections: ContentSection[]; numbered: boolean }) {
	const { t } = useI18n()
	const isLong = sections.length > 6
	return (
		<>
			<details open={!isLong} className="group rounded-xl border border-stone-200 bg-white lg:hidden">
				<summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-ink">
					<span>
						{t('prose.onThisPage')}{' '}
						<span className="font-normal text-muted">{t('prose.sections', { count: sections.length })}</span>
					</span>
					<svg
						aria-hidden="true"
						viewBox="0 0 20 20"
						className="h-5 w-5 flex-none text-brand-700 transition group-open:rotate-180"
					>
						<path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
					</svg>
				</summary>
				<nav aria-label={t('prose.onThisPage')} className="px-2 pb-3">
					<TocLinks sections={sections} numbered={numbered} />
				</nav>
			</details>
			<nav
				aria-labelledby="toc-heading"
				className="hidden rounded-xl border border-stone-200 bg-white p-4 lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
			>
				<h2 id="toc-heading" className="px-2 font-semibold text-muted text-sm uppercase tracking-wide">
					{t('prose.onThisPage')}
				</h2>
				<div className="mt-2">
					<TocLinks sections={sections} numbered={numbered} />
				</div>
			</nav>
		</>
	)
}

/** Long-form page (legal text, explainers): title, optional date, table of contents and sections. */
export function ProsePage({
	eyebrow,
	title,
	lead,
	lastUpdated,
	sections,
	before,
	after,
	numbered = false,
}: ProsePageProps) {
	const { t, locale } = useI18n()
	return (
		<div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
			<header className="max-w-3xl">
				{eyebrow ? (
					<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p>
				) : null}
				<h1 className="mt-2 font-serif text-4xl text-ink leading-tight sm:text-5xl">{title}</h1>
				{lastUpdated ? (
					<p className="mt-3 text-muted text-sm">
						{t('prose.lastUpdated')} <time dateTime={lastUpdated}>{formatLongDate(lastUpdated, locale)}</time>
					</p>
				) : null}
				{lead ? <div className="mt-4 text-lg text-muted leading-relaxed">{lead}</div> : null}
			</header>
			{before ? <div className="mt-6 max-w-3xl">{before}</div> : null}
			<div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
				<div>
					<TableOfContents sections={sections} numbered={numbered} />
				</div>
				{/* min-w-0: a wide code block scrolls inside its box instead of widening the page. */}
				<div className="min-w-0">
					<div className="max-w-3xl space-y-10">
						{sections.map((s, i) => (
							<section key={s.id} aria-labelledby={s.id}>
								<h2 id={s.id} className="scroll-mt-24 font-serif text-2xl text-ink sm:text-3xl">
									{numbered ? `${i + 1}. ` : null}
									{s.title}
								</h2>
								<Prose className="mt-4">{s.body}</Prose>
							</section>
						))}
					</div>
					{after ? <div className="mt-12 max-w-3xl">{after}</div> : null}
				</div>
			</div>
		</div>
	)
}
