import type { MouseEvent } from 'react'
import { useI18n } from '~/lib/i18n'
import { messageWithSlots } from '~/lib/message-slots'

/**
 * How to reach the 988 Suicide & Crisis Lifeline, in the page's language, as the Lifeline itself
 * says it (docs/product.md#crisis-support): in English call or text 988 or chat; in Spanish call 988
 * and press 2, text the word AYUDA to 988 (the catalog's `sms:` link prefills it), or chat in
 * Spanish. A key press belongs to the call only.
 */

/**
 * The SMS link's prefilled text as the phone reads it: RFC 5724's `?body=` everywhere, `&body=` on
 * iOS, which ignores the query form; switched as the link is followed.
 */
export function smsForThisPhone(event: MouseEvent<HTMLAnchorElement>): void {
	const link = event.currentTarget
	if (/iP(hone|ad|od)/.test(navigator.userAgent)) link.href = link.href.replace('?body=', '&body=')
}

/** The two sentences: 911 in an emergency (unless the text around says it), then the Lifeline's ways in. */
export function CrisisSentences({
	linkClassName = '',
	emergency = true,
}: {
	linkClassName?: string
	emergency?: boolean
}) {
	const { t } = useI18n()
	const link = (href: string, text: string) => (
		<a href={href} className={linkClassName} onClick={smsForThisPhone}>
			{text}
		</a>
	)
	return (
		<>
			{emergency && (
				<>
					<strong>
						{messageWithSlots(t, 'shell.crisis.emergency', { call911: link('tel:911', '911') })}
					</strong>{' '}
				</>
			)}
			{messageWithSlots(t, 'shell.crisis.lifeline', {
				call988: link('tel:988', '988'),
				text988: link(t('shell.crisis.textHref'), '988'),
				chat: link(t('shell.crisis.chatHref'), t('shell.crisis.chatLabel')),
			})}
		</>
	)
}
