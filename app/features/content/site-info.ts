import { useRootData } from '~/lib/root-data'

export type ContentSite = { siteName: string; publicUrl: string; contactEmail: string }

/**
 * Site name, public URL and contact address for content pages, from the root loader. The address
 * is SUPPORT_EMAIL (app/env.server.ts; by default support@ the public URL's host).
 */
export function useContentSite(): ContentSite {
	const env = useRootData()?.env
	const siteName = env?.siteName ?? 'Openroom'
	const publicUrl = env?.publicUrl ?? ''
	return { siteName, publicUrl, contactEmail: env?.supportEmail ?? 'support@localhost' }
}
