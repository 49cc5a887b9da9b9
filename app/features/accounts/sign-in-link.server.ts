import { and, eq } from 'drizzle-orm'
import { consumeOneTimeToken } from '~/auth/tokens.server'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { signInLinkEmail } from './account-emails.server'
import {
	accountColumns,
	type RequestMeta,
	type SignedIn,
	startSession,
	toAccountDto,
} from './accounts.server'
import { MESSAGES, type RequestSignInLinkInput, type SignInLinkInput } from './accounts.schema'
import { isTokenUsable, sendAccountLink } from './email-links.server'
import { RATE_LIMITS } from './rate-limits'

// 'E-mail me a sign-in link' (docs/product.md#sign-in-limits): the owner's way in that no stranger
// can block, since it needs their mailbox, not their password.

/**
 * Anyone may ask. Queues a one-time sign-in link (15 minutes) when the address has an account,
 * verified or not; answers the same either way (no account enumeration). Throws rate_limited.
 */
export async function requestSignInLink(
	db: Db,
	input: RequestSignInLinkInput,
	meta: RequestMeta,
): Promise<void> {
	await sendAccountLink(db, input.email, meta, {
		limits: [RATE_LIMITS.signInLinkIp, RATE_LIMITS.signInLinkEmail],
		purpose: 'sign_in',
		email: signInLinkEmail,
	})
}

/** Whether a sign-in link can still be used (read-only: opening the page spends nothing). */
export async function isSignInLinkValid(
	db: Db,
	input: SignInLinkInput,
	options: { now?: Date } = {},
): Promise<boolean> {
	return isTokenUsable(db, input.user_id, 'sign_in', input.token, options.now ?? new Date())
}

/**
 * Anyone holding a valid sign-in link is signed in to its account with a new session; the link is
 * spent. Following it proves the address, so an unverified one counts as verified (as a reset link
 * does). Throws invalid with the sign-in-link message for a bad, used or expired link.
 */
export async function signInWithLink(db: Db, input: SignInLinkInput, meta: RequestMeta): Promise<SignedIn> {
	const now = meta.now ?? new Date()
	const failed = () => new AppError('invalid', MESSAGES.signInLink)
	return db.transaction(async (tx) => {
		const used = await consumeOneTimeToken(tx, {
			provider_id: input.user_id,
			purpose: 'sign_in',
			token: input.token,
			now,
		})
		if (!used) throw failed()
		const [row] = await tx
			.select({ ...accountColumns, email_verified: providers.email_verified })
			.from(providers)
			.where(and(eq(providers.id, input.user_id), eq(providers.is_demo, false)))
			.limit(1)
		if (!row) throw failed()
		if (!row.email_verified) {
			await tx
				.update(providers)
				.set({ email_verified: true, updated_at: now })
				.where(eq(providers.id, row.id))
		}
		const session = await startSession(tx, row.id, now)
		return { account: toAccountDto(row), session }
	})
}
