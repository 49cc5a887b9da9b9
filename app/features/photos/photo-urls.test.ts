import { describe, expect, test } from 'vitest'
import { photoSrcSet, photoUrl } from '~/features/therapists/format'

// How pages point at the renditions the pipeline writes (photos/<id>-<size>.webp under /media).
describe('photo URLs', () => {
	const key = 'photos/3f2a0c1e-1111-4000-8000-000000000000'

	test('an uploaded photo: one WebP per size, 256 px by default, and a srcset of all three', () => {
		expect(photoUrl(key)).toBe(`/media/${key}-256.webp`)
		expect(photoUrl(key, 96)).toBe(`/media/${key}-96.webp`)
		expect(photoUrl(key, 512)).toBe(`/media/${key}-512.webp`)
		expect(photoSrcSet(key)).toBe(
			`/media/${key}-96.webp 96w, /media/${key}-256.webp 256w, /media/${key}-512.webp 512w`,
		)
	})

	test("a demo avatar's shared key has the same renditions", () => {
		const demo = 'photos/demo-0123456789abcdef'
		expect(photoUrl(demo, 96)).toBe(`/media/${demo}-96.webp`)
		expect(photoSrcSet(demo)).toContain(`/media/${demo}-512.webp 512w`)
	})

	test('no photo, or a photo given as a URL, keeps working without a srcset', () => {
		expect(photoUrl(null)).toBeNull()
		expect(photoSrcSet(null)).toBeUndefined()
		expect(photoUrl('https://cdn.example/p.jpg')).toBe('https://cdn.example/p.jpg')
		expect(photoSrcSet('https://cdn.example/p.jpg')).toBeUndefined()
	})
})
