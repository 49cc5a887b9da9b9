// The reply signal (docs/product.md#follow-ups): of the people who answered a follow-up about a
// provider in the last 180 days with 'Yes, we are in touch' or 'Not yet', how many heard back. The
// other two answers count neither way. Shown from 5 answers; under 30% ranks after the others of its
// availability class (like a stale profile), never hidden. Pure: cards, profiles, the API and the
// ranking share it, and the browser imports it.

import { registerEnglish } from '~/lib/english-catalog'
import { ENGLISH_I18N, type Translate } from '~/lib/i18n'
import profileEn from '~/locales/en/profile.json'

registerEnglish(profileEn)

export const REPLY_SIGNAL_MIN_ANSWERS = 5
export const REPLY_SIGNAL_DAYS = 180
export const LOW_REPLY_SHARE = 0.3

/** `reply_answers` (m) and `replies_heard` (n), the API's names. */
export type ReplySignal = { reply_answers: number; replies_heard: number }

/** The signal, or null below 5 answers. */
export function replySignalOf(reply_answers: number, replies_heard: number): ReplySignal | null {
	return reply_answers >= REPLY_SIGNAL_MIN_ANSWERS ? { reply_answers, replies_heard } : null
}

/** '4 of 5 people who wrote say they heard back', in the page's language (app/locales/{en,es}/profile.json). */
export function replySignalText(signal: ReplySignal, words: { t: Translate } = ENGLISH_I18N): string {
	return words.t('reply.heard', { heard: signal.replies_heard, answers: signal.reply_answers })
}

/** Under 30% at 5 answers or more: ranks after the others of its availability class. */
export function repliesRarely(reply_answers: number, replies_heard: number): boolean {
	return reply_answers >= REPLY_SIGNAL_MIN_ANSWERS && replies_heard < LOW_REPLY_SHARE * reply_answers
}
