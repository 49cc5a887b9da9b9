import { describe, expect, it } from 'vitest'
import { pageUnder, searchWithout, withDialogParams } from './use-url-dialog'

describe('URL dialogs', () => {
	it('the page under a dialog drops only dialog parameters', () => {
		expect(pageUnder('/therapists/texas/anxiety', '?online=1&filters')).toBe(
			'/therapists/texas/anxiety?online=1',
		)
		expect(pageUnder('/therapist/5', '?edit=practice&pick=state')).toBe('/therapist/5')
		expect(searchWithout('?a=1&b=2', ['a'])).toBe('?b=2')
	})

	it('a page change under an open dialog keeps the dialog open', () => {
		expect(withDialogParams('/therapists/texas/anxiety?online=1', '?filters')).toBe(
			'/therapists/texas/anxiety?online=1&filters',
		)
		expect(withDialogParams('/therapists/texas/anxiety', '?filters')).toBe(
			'/therapists/texas/anxiety?filters',
		)
		expect(withDialogParams('/therapists/texas', '?page=2')).toBe('/therapists/texas')
		expect(withDialogParams('/therapists/texas?q=a', '?dialog=share')).toBe(
			'/therapists/texas?q=a&dialog=share',
		)
	})
})
