import { useRootData } from '~/lib/root-data'

export type ContentSite = { siteName: string; publicUrl: string; contactEmail: string }

/**
 * The address visitors and providers write to. Each deployment runs on its own domain, so the
 * mailbox follows the public URL's host (the same host MAIL_FROM defaults to).
 */
export function contactEmailFor(publicUrl: string): string {
	let host = 'localhost'
	try {
		host = new URL(publicUrl).hostname.replace(/^www\./, '') || host
	} catch {
		// An empty or relative publicUrl (tests, misconfiguration) keeps the local default.
	}
	return `support@${host}`
}

/** Site name, public URL and contact address for content pages, from the root loader. */
export function useContentSite(): ContentSite {
	const env = useRootData()?.env
	const siteName = env?.siteName ?? 'Openroom'
	const publicUrl = env?.publicUrl ?? ''
	return { siteName, publicUrl, contactEmail: contactEmailFor(publicUrl) }
}
