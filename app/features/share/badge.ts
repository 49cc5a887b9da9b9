// The "Find me on {product}" badge a provider can put on their own website: the SVG the app serves
// at /badge/{short_id}, and the HTML snippet the Share Profile modal offers to copy.

export const BADGE_SIZES = ['small', 'large'] as const
export const BADGE_THEMES = ['light', 'dark'] as const
export type BadgeSize = (typeof BADGE_SIZES)[number]
export type BadgeTheme = (typeof BADGE_THEMES)[number]
export type BadgeOptions = { size: BadgeSize; theme: BadgeTheme }

export const BADGE_DIMENSIONS: Record<BadgeSize, { width: number; height: number }> = {
	small: { width: 200, height: 48 },
	large: { width: 300, height: 88 },
}

const PALETTES: Record<
	BadgeTheme,
	{ bg: string; border: string; ink: string; muted: string; mark: string; markInk: string }
> = {
	// The site's own colours: white card, stone border, ink text, brand-700 mark.
	light: {
		bg: '#ffffff',
		border: '#d6d3d1',
		ink: '#1c2422',
		muted: '#4b5754',
		mark: '#17645a',
		markInk: '#ffffff',
	},
	// brand-900 card with brand-100 secondary text (AA on the dark green).
	dark: {
		bg: '#0f3e39',
		border: '#134f48',
		ink: '#ffffff',
		muted: '#d5ece7',
		mark: '#d5ece7',
		markInk: '#0f3e39',
	},
}

const SERIF = "Georgia, 'Times New Roman', serif"
const SANS = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** size and theme from a query string; defaults small and light; null when a value is not allowed. */
export function parseBadgeOptions(params: URLSearchParams): BadgeOptions | null {
	const size = params.get('size') ?? 'small'
	const theme = params.get('theme') ?? 'light'
	if (params.getAll('size').length > 1 || params.getAll('theme').length > 1) return null
	if (!(BADGE_SIZES as readonly string[]).includes(size)) return null
	if (!(BADGE_THEMES as readonly string[]).includes(theme)) return null
	return { size: size as BadgeSize, theme: theme as BadgeTheme }
}

function escapeXml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;')
}

/** Cut to a length that fits the badge (no font metrics in an image, so characters it is). */
function clip(text: string, max: number): string {
	const clean = text.replace(/\s+/g, ' ').trim()
	return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean
}

/** An open door in a circle: the mark, drawn with paths only. */
function mark(cx: number, cy: number, r: number, fill: string, ink: string): string {
	const s = r / 14
	const x = (n: number) => (cx + n * s).toFixed(2)
	const y = (n: number) => (cy + n * s).toFixed(2)
	return [
		`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`,
		`<path d="M${x(-5)} ${y(8)}V${y(-3)}a${(5 * s).toFixed(2)} ${(5 * s).toFixed(2)} 0 0 1 ${(10 * s).toFixed(2)} 0V${y(8)}" fill="none" stroke="${ink}" stroke-width="${(2.2 * s).toFixed(2)}" stroke-linecap="round"/>`,
		`<path d="M${x(-8)} ${y(8)}H${x(8)}" stroke="${ink}" stroke-width="${(2.2 * s).toFixed(2)}" stroke-linecap="round"/>`,
		`<circle cx="${x(2.4)}" cy="${y(2.5)}" r="${(1.3 * s).toFixed(2)}" fill="${ink}"/>`,
	].join('')
}

/**
 * The badge as a standalone SVG: the product name and "Find me on {product}", plus the provider's
 * name when given (live profiles only). Attributes only, no scripts, styles or external references.
 */
export function renderBadgeSvg(input: {
	siteName: string
	name: string | null
	options: BadgeOptions
}): string {
	const { size, theme } = input.options
	const { width, height } = BADGE_DIMENSIONS[size]
	const c = PALETTES[theme]
	const site = escapeXml(clip(input.siteName, size === 'small' ? 16 : 22))
	const name = input.name ? escapeXml(clip(input.name, 26)) : null
	const title = escapeXml(input.name ? `${input.name} on ${input.siteName}` : `Find me on ${input.siteName}`)
	const text = (
		x: number,
		y: number,
		fontSize: number,
		fill: string,
		family: string,
		body: string,
		bold = false,
	) =>
		`<text x="${x}" y="${y}" font-family="${family}" font-size="${fontSize}"${bold ? ' font-weight="700"' : ''} fill="${fill}">${body}</text>`
	const parts: string[] = [
		`<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="${size === 'small' ? 10 : 14}" fill="${c.bg}" stroke="${c.border}"/>`,
	]
	if (size === 'small') {
		parts.push(mark(24, 24, 14, c.mark, c.markInk))
		parts.push(text(46, 20, 11, c.muted, SANS, 'Find me on'))
		parts.push(text(46, 37, 17, c.ink, SERIF, site, true))
	} else if (name) {
		parts.push(mark(44, 44, 24, c.mark, c.markInk))
		parts.push(text(80, 40, 18, c.ink, SERIF, name, true))
		parts.push(text(80, 62, 13, c.muted, SANS, `Find me on ${site}`))
	} else {
		parts.push(mark(44, 44, 24, c.mark, c.markInk))
		parts.push(text(80, 37, 13, c.muted, SANS, 'Find me on'))
		parts.push(text(80, 62, 24, c.ink, SERIF, site, true))
	}
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="badge-title">`,
		`<title id="badge-title">${title}</title>`,
		...parts,
		'</svg>',
	].join('')
}

export function badgeUrl(publicUrl: string, short_id: number, options: BadgeOptions): string {
	return `${publicUrl}/badge/${short_id}?size=${options.size}&theme=${options.theme}`
}

function escapeHtmlAttribute(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The HTML to paste into the provider's own site: a link to the profile around the badge image. */
export function badgeSnippet(input: {
	profileUrl: string
	publicUrl: string
	short_id: number
	name: string
	siteName: string
	options: BadgeOptions
}): string {
	const { width, height } = BADGE_DIMENSIONS[input.options.size]
	const alt =
		input.name.trim() && input.name !== 'N/A'
			? `${input.name.trim()} on ${input.siteName}`
			: `Find me on ${input.siteName}`
	const href = escapeHtmlAttribute(input.profileUrl)
	const src = escapeHtmlAttribute(badgeUrl(input.publicUrl, input.short_id, input.options))
	return `<a href="${href}" target="_blank" rel="noopener"><img src="${src}" alt="${escapeHtmlAttribute(alt)}" width="${width}" height="${height}"></a>`
}
