import { methodNotAllowed } from '~/lib/http.server'
import { sessionEndpoint } from '~/auth/session-endpoint.server'
import { RegisterInputSchema } from '~/features/accounts/accounts.schema'
import { register } from '~/features/accounts/accounts.server'

export const loader = methodNotAllowed

/** POST /auth/register { email, password } → { id, short_id, url_tag } and a session cookie. */
export const action = sessionEndpoint(RegisterInputSchema, register)
