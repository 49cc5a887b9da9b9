import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { exportAccountData, exportFileName } from '~/features/account-data/export-data.server'
import { handleApi } from '~/lib/http.server'
import type { Route } from './+types/account-export'

/**
 * GET /account/export: 'Download my data' (docs/product.md#downloading-your-data), the logged-in
 * provider's own data as a JSON file; 401 without a session. A download rather than an API answer:
 * it holds private bookkeeping the JSON API never sends (docs/api.md).
 */
export function loader({ context }: Route.LoaderArgs) {
	return handleApi(async () => {
		const env = getEnv()
		const now = new Date()
		const data = await exportAccountData(
			context.get(dbContext),
			context.get(userContext),
			{ siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL },
			now,
		)
		return new Response(`${JSON.stringify(data, null, 2)}\n`, {
			headers: {
				'Content-Type': 'application/json; charset=utf-8',
				'Content-Disposition': `attachment; filename=${exportFileName(env.SITE_NAME, now)}`,
				'Cache-Control': 'no-store',
			},
		})
	})
}
