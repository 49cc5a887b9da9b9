import { methodNotAllowed } from '~/lib/http.server'
import { sessionEndpoint } from '~/auth/session-endpoint.server'
import { SignInLinkInputSchema } from '~/features/accounts/accounts.schema'
import { signInWithLink } from '~/features/accounts/sign-in-link.server'

export const loader = methodNotAllowed

/** POST /auth/sign_in_link { user_id, token } (from the e-mailed link) → { id, short_id, url_tag } and a session cookie. */
export const action = sessionEndpoint(SignInLinkInputSchema, signInWithLink)
