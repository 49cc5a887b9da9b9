import { useId, useState } from 'react'
import { cutText, LONG_TEXT, SHORT_TEXT } from '../format'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import cardEn from '~/locales/en/card.json'

registerEnglish(cardEn)

type SeeMoreTextProps = {
	text: string
	/** 'long': cut past 1000 characters or 10 lines; 'short' (cards): 200 characters or 5 lines. */
	variant?: 'long' | 'short'
	className?: string
}

/** Long text cut with a 'See More' button (docs/product.md#display). */
export function SeeMoreText({ text, variant = 'long', className = '' }: SeeMoreTextProps) {
	const [expanded, setExpanded] = useState(false)
	const { t } = useI18n()
	const id = useId()
	const rule = variant === 'short' ? SHORT_TEXT : LONG_TEXT
	const cut = cutText(text, rule.maxChars, rule.maxLines)
	const shown = expanded || !cut.isCut ? text.trim() : cut.text
	return (
		<div className={className}>
			<p id={id} className="whitespace-pre-line break-words text-ink leading-relaxed">
				{shown}
			</p>
			{cut.isCut && !expanded ? (
				<button
					type="button"
					aria-controls={id}
					aria-expanded={false}
					onClick={() => setExpanded(true)}
					className="mt-1 min-h-11 rounded font-medium text-brand-700 underline hover:text-brand-900"
				>
					{t('answers.seeMore')}
				</button>
			) : null}
		</div>
	)
}
