import { methodNotAllowed } from '~/lib/http.server'
import { sessionEndpoint } from '~/auth/session-endpoint.server'
import { LoginInputSchema } from '~/features/accounts/accounts.schema'
import { login } from '~/features/accounts/accounts.server'

export const loader = methodNotAllowed

/** POST /auth/login { username, password } → { id, short_id, url_tag } and a session cookie. */
export const action = sessionEndpoint(LoginInputSchema, login)
