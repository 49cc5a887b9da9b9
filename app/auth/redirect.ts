/** Only same-site paths, never `//host`, `/\host` or a full URL (open redirect). Safe in the browser too. */
export function safeRedirectPath(to: string | null | undefined, fallback: string): string {
	if (!to?.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
	return to
}
