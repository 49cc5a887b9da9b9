import { useRootData } from '~/lib/root-data'

/** SITE_NAME as the root loader exposes it. */
export function useSiteName(): string {
	return useRootData()?.env.siteName ?? 'Openroom'
}
