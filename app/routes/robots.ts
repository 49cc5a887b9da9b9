import { getEnv } from '~/env.server'

export function loader() {
	const body = [
		'User-agent: *',
		'Allow: /',
		'Disallow: /api/',
		'Disallow: /auth/',
		'Disallow: /dev/',
		'Disallow: /uploads/',
		'Disallow: /billing',
		'Disallow: /reset',
		'Disallow: /verify',
		// The availability e-mail's answer and unsubscribe links (docs/product.md#availability-freshness).
		'Disallow: /availability',
		'Disallow: /unsubscribe/',
		'',
		`Sitemap: ${getEnv().PUBLIC_URL}/sitemap.xml`,
		'',
	].join('\n')
	return new Response(body, {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
	})
}
