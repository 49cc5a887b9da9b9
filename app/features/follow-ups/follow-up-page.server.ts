import { data } from 'react-router'
import type { Db } from '~/db/client.server'
import type { FollowUpOutcome } from '~/db/schema'
import { displayName, profilePath } from '~/features/therapists/format'
import { milesAway } from '~/features/search/near-options'
import { type Locale, localizedPath } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'
import { SIGNED_TOKEN } from '~/lib/signed-token'
import { signedLinkHandler } from '~/lib/signed-link-page.server'
import { answerFollowUp, checkFollowUpLink, type FollowUpLinkState } from './answers.server'
import { FOLLOW_UP_LINK_RATE_LIMIT } from './link-actions.server'
import { delayInWords, isOutcome, writtenOn } from './links'
import { rememberOffered, suggestTherapists } from './suggestions.server'

// What the follow-up's pages (/follow-up/…, /es/follow-up/…) need from the service, shaped for the
// page in its language (docs/product.md#follow-ups). The route stays thin; the rules are in answers.server.ts.

export type FollowUpProblem = 'malformed' | 'unusable' | 'expired' | 'rate_limited'
const STATUS: Record<FollowUpProblem, number> = {
	malformed: 400,
	unusable: 404,
	expired: 410,
	rate_limited: 429,
}

/** The page's answer when a link cannot be used: 400, 404, 410 or 429, and nothing changed. */
export function followUpProblem(problem: FollowUpProblem) {
	return data({ problem } as const, { status: STATUS[problem] })
}

/** The loaders and actions of the follow-up pages: one rate limit, 429 with the problem view past it. */
export const followUpLinkHandler = signedLinkHandler(FOLLOW_UP_LINK_RATE_LIMIT, () =>
	followUpProblem('rate_limited'),
)

export const validToken = (token: string | undefined): token is string =>
	typeof token === 'string' && SIGNED_TOKEN.test(token)

export type Suggestion = { id: string; name: string; headline: string; place: string; href: string }
/** Suggestions that share a note: null when they match the whole search, else which filter was relaxed. */
export type SuggestionGroupView = { note: string | null; suggestions: Suggestion[] }

function shape(state: Extract<FollowUpLinkState, { status: 'ok' }>, locale: Locale) {
	const { message } = state
	return {
		problem: null,
		name: displayName(message),
		written: writtenOn(message.written_at, locale),
		current: message.outcome,
		answerableUntil: writtenOn(message.answerableUntil, locale),
	}
}

/** GET: the question, the chosen answer and the current one; changes nothing. */
export async function followUpQuestionPage(
	db: Db,
	token: string | undefined,
	answer: string | null,
	locale: Locale,
) {
	if (!validToken(token) || !isOutcome(answer)) return followUpProblem('malformed')
	const state = await checkFollowUpLink(db, token)
	if (state.status !== 'ok') return followUpProblem(state.status)
	return { ...shape(state, locale), token, chosen: answer }
}

/** POST: records the answer, then says what happens next, with other therapists when it helps. */
export async function followUpAnswerPage(
	db: Db,
	token: string | undefined,
	answer: unknown,
	ctx: { siteName: string; publicUrl: string; delayMs: number; locale: Locale },
) {
	if (!validToken(token) || !isOutcome(answer)) return followUpProblem('malformed')
	const state = await answerFollowUp(db, token, answer as FollowUpOutcome, ctx)
	if (state.status !== 'ok') return followUpProblem(state.status)
	let groups: SuggestionGroupView[] = []
	let stateName: string | null = null
	if (answer === 'not-yet' || answer === 'not-taking') {
		const { message } = state
		const words = serverI18n(ctx.locale)
		const found = await suggestTherapists(db, {
			search: message.search,
			state: message.match_state,
			tag_ids: message.match_tag_ids,
			locale: ctx.locale,
			spanish_first: message.locale === 'es',
			exclude_ids: [message.recipient_user],
		})
		stateName = found?.stateName ?? null
		groups = (found?.groups ?? []).map((group) => ({
			note: group.note,
			suggestions: group.cards.map((card) => ({
				id: card.id,
				name: displayName(card),
				headline: card.headline,
				// Near a searched ZIP, how far: nearest first is what the person sees.
				place: [
					[card.city, card.state].filter(Boolean).join(', '),
					card.distance_miles === undefined ? '' : milesAway(card.distance_miles, words.t),
				]
					.filter(Boolean)
					.join(' · '),
				href: localizedPath(profilePath(card), ctx.locale),
			})),
		}))
		// The second e-mail offers others than these (docs/product.md#follow-ups).
		await rememberOffered(db, message, found?.ids ?? [])
	}
	return {
		...shape(state, ctx.locale),
		done: true as const,
		token,
		outcome: answer as FollowUpOutcome,
		stateName,
		groups,
		delay: delayInWords(serverI18n(ctx.locale).t, ctx.delayMs),
	}
}
