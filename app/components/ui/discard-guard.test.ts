import type { Location } from 'react-router'
import { describe, expect, it } from 'vitest'
import { closesModal } from './discard-guard'

const at = (pathname: string, search = ''): Location => ({
	pathname,
	search,
	hash: '',
	state: null,
	key: 'k',
})

describe('closesModal', () => {
	it('closing, switching or leaving the modal counts; a nested picker does not', () => {
		expect(closesModal('edit', at('/therapist/5', '?edit=practice'), at('/therapist/5'))).toBe(true)
		expect(closesModal('edit', at('/therapist/5', '?edit=practice'), at('/therapist/5', '?edit=costs'))).toBe(
			true,
		)
		expect(closesModal('edit', at('/therapist/5', '?edit=practice'), at('/therapists'))).toBe(true)
		expect(
			closesModal(
				'edit',
				at('/therapist/5', '?edit=practice'),
				at('/therapist/5', '?edit=practice&pick=state'),
			),
		).toBe(false)
		expect(
			closesModal(
				'edit',
				at('/therapist/5', '?edit=practice&pick=state'),
				at('/therapist/5', '?edit=practice'),
			),
		).toBe(false)
	})
})
