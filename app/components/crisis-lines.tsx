import { useEffect, useState } from 'react'
import { type Locale, useI18n } from '~/lib/i18n'
import { messageWithSlots } from '~/lib/message-slots'

/**
 * How to reach the 988 Suicide & Crisis Lifeline, in the page's language, as the Lifeline itself
 * says it (docs/product.md#crisis-support): in English call or text 988 or chat; in Spanish call 988
 * and press 2, text the word AYUDA to 988 (the message prefilled), or chat in Spanish. A key press
 * belongs to the call only.
 */
const LIFELINE: Record<Locale, { text: string; chat: string; chatLabel: string }> = {
	en: { text: 'sms:988', chat: 'https://988lifeline.org/chat/', chatLabel: '988lifeline.org' },
	es: { text: 'sms:988?body=AYUDA', chat: 'https://988lineadevida.org/', chatLabel: '988lineadevida.org' },
}

/**
 * The SMS link as the visitor's phone reads it: RFC 5724's `?body=` (Android and the rest), `&body=`
 * on iOS, which ignores the query form. Set after hydration; without script the standard form stays.
 */
function useSmsHref(href: string): string {
	const [value, setValue] = useState(href)
	useEffect(() => {
		const ios =
			/iPad|iPhone|iPod/.test(navigator.userAgent) ||
			(navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
		setValue(ios ? href.replace('?body=', '&body=') : href)
	}, [href])
	return value
}

/** The two sentences: 911 in an emergency (unless the text around says it), then the Lifeline's ways in. */
export function CrisisSentences({
	linkClassName = '',
	emergency = true,
}: {
	linkClassName?: string
	emergency?: boolean
}) {
	const { t, locale } = useI18n()
	const lifeline = LIFELINE[locale]
	const textHref = useSmsHref(lifeline.text)
	return (
		<>
			{emergency ? (
				<>
					<strong>
						{messageWithSlots(t, 'shell.crisis.emergency', {
							call911: (
								<a href="tel:911" className={linkClassName}>
									911
								</a>
							),
						})}
					</strong>{' '}
				</>
			) : null}
			{messageWithSlots(t, 'shell.crisis.lifeline', {
				call988: (
					<a href="tel:988" className={linkClassName}>
						988
					</a>
				),
				text988: (
					<a href={textHref} className={linkClassName}>
						988
					</a>
				),
				chat: (
					<a href={lifeline.chat} className={linkClassName} rel="noopener noreferrer">
						{lifeline.chatLabel}
					</a>
				),
			})}
		</>
	)
}

/** Call, text and chat as buttons, for the self-test's crisis note. */
export function CrisisButtons({
	primaryClassName,
	className,
}: {
	primaryClassName: string
	className: string
}) {
	const { t, locale } = useI18n()
	const lifeline = LIFELINE[locale]
	const textHref = useSmsHref(lifeline.text)
	return (
		<>
			<a href="tel:988" className={primaryClassName}>
				{t('shell.crisis.call988')}
			</a>
			<a href={textHref} className={className}>
				{t('shell.crisis.text988')}
			</a>
			<a href={lifeline.chat} className={className} rel="noopener noreferrer">
				{t('shell.crisis.chat')}
			</a>
			<a href="tel:911" className={className}>
				{t('shell.crisis.call911')}
			</a>
		</>
	)
}
