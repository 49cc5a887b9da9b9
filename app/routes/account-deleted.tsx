import { AccountDeletedPage } from '~/features/account-data/components/account-deleted-page'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/account-deleted'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Your account is deleted',
		description: 'Your provider account and everything in it are deleted.',
		path: '/account/deleted',
		noindex: true,
	})

export default function AccountDeleted({ matches }: Route.ComponentProps) {
	return <AccountDeletedPage siteName={siteFromMatches(matches).siteName} />
}
