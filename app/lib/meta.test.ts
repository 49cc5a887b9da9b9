import { describe, expect, test } from 'vitest'
import { pageMeta, truncate } from './meta'

const site = { siteName: 'Openroom', publicUrl: 'https://openroom.example' }

describe('pageMeta', () => {
	test('title, description, canonical, Open Graph and Twitter tags', () => {
		const tags = pageMeta(site, {
			title: 'Therapists in Texas',
			description: 'Find one.',
			path: '/therapists/texas',
		})
		expect(tags).toContainEqual({ title: 'Therapists in Texas | Openroom' })
		expect(tags).toContainEqual({ name: 'description', content: 'Find one.' })
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: 'https://openroom.example/therapists/texas',
		})
		expect(tags).toContainEqual({ property: 'og:url', content: 'https://openroom.example/therapists/texas' })
		expect(tags).toContainEqual({ property: 'og:image', content: 'https://openroom.example/og-image.png' })
		expect(tags).toContainEqual({ name: 'twitter:title', content: 'Therapists in Texas | Openroom' })
		expect(tags.some((t) => 'name' in t && t.name === 'robots')).toBe(false)
		expect(tags.some((t) => 'name' in t && t.name === 'geo.region')).toBe(false)
	})

	test('geo.region for a state and noindex when asked', () => {
		const tags = pageMeta(site, { title: 'x', description: 'y', path: '/', stateCode: 'dc', noindex: true })
		expect(tags).toContainEqual({ name: 'geo.region', content: 'US-DC' })
		expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
	})

	test('the site name is not repeated and descriptions stop at 160 characters', () => {
		const tags = pageMeta(site, { title: 'About Openroom', description: 'word '.repeat(100), path: '/' })
		expect(tags).toContainEqual({ title: 'About Openroom' })
		const description = tags.find((t) => 'name' in t && t.name === 'description') as { content: string }
		expect(description.content.length).toBeLessThanOrEqual(160)
		expect(description.content.endsWith('…')).toBe(true)
	})
})

test('truncate keeps short text and cuts long text on a word boundary', () => {
	expect(truncate('  short   text ', 160)).toBe('short text')
	expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…')
})
