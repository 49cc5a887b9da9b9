import { useRouteLoaderData } from 'react-router'
import type { RootLoaderData } from '~/root'

/** SITE_NAME as the root loader exposes it. */
export function useSiteName(): string {
	return useRouteLoaderData<RootLoaderData>('root')?.env.siteName ?? 'Openroom'
}
