import { expect, test } from 'vitest'
import { findStateByCode, findStateBySlug, STATES, slugify } from './states'

test('slugs are kebab-case and drop apostrophes and accents', () => {
	expect(slugify('New Hampshire')).toBe('new-hampshire')
	expect(slugify("Men's Issues")).toBe('mens-issues')
	expect(slugify('Cognitive Behavioral (CBT)')).toBe('cognitive-behavioral-cbt')
	expect(slugify('Pregnancy, Prenatal, Postpartum')).toBe('pregnancy-prenatal-postpartum')
	expect(slugify('LGBTQ+')).toBe('lgbtq')
	expect(slugify('Señora & Co')).toBe('senora-and-co')
})

test('50 states plus DC, with DC shortened', () => {
	expect(STATES).toHaveLength(51)
	expect(findStateBySlug('dc')?.code).toBe('DC')
	expect(findStateBySlug('district-of-columbia')).toBeUndefined()
	expect(findStateByCode('ny')?.slug).toBe('new-york')
	expect(new Set(STATES.map((s) => s.slug)).size).toBe(51)
})
