import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetContactDraft, readContactDraft, saveContactDraft } from './contact-draft'

/** The browser's sessionStorage, which Node lacks: a Map behind the same methods. */
function memoryStorage(): Storage {
	const items = new Map<string, string>()
	return {
		get length() {
			return items.size
		},
		clear: () => items.clear(),
		getItem: (key) => items.get(key) ?? null,
		key: (index) => [...items.keys()][index] ?? null,
		removeItem: (key) => void items.delete(key),
		setItem: (key, value) => void items.set(key, String(value)),
	}
}

const EMPTY = { name: '', author_email: '', phone: '', private_message: '' }

describe('contact draft', () => {
	beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
	afterEach(() => vi.unstubAllGlobals())

	it('is kept per therapist, forgotten when emptied or forgotten', () => {
		saveContactDraft('a', { ...EMPTY, private_message: 'Hello' })
		saveContactDraft('b', { ...EMPTY, name: 'Sam' })
		expect(readContactDraft('a')).toEqual({ ...EMPTY, private_message: 'Hello' })
		expect(readContactDraft('b')).toEqual({ ...EMPTY, name: 'Sam' })
		saveContactDraft('a', { ...EMPTY, private_message: '   ' })
		expect(readContactDraft('a')).toBeNull()
		forgetContactDraft('b')
		expect(readContactDraft('b')).toBeNull()
		expect(sessionStorage.length).toBe(0)
	})

	it('takes back only string fields it knows, and survives junk or no storage', () => {
		sessionStorage.setItem(
			'openroom:contact-draft:a',
			JSON.stringify({ name: 5, private_message: 'Hi', recipient_user: 'x' }),
		)
		expect(readContactDraft('a')).toEqual({ private_message: 'Hi' })
		sessionStorage.setItem('openroom:contact-draft:a', '{not json')
		expect(readContactDraft('a')).toBeNull()
		vi.unstubAllGlobals()
		vi.stubGlobal('sessionStorage', undefined)
		expect(readContactDraft('a')).toBeNull()
		expect(() => saveContactDraft('a', { ...EMPTY, name: 'Sam' })).not.toThrow()
	})
})
