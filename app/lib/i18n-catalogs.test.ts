import { describe, expect, test } from 'vitest'
import { PAGE_MESSAGES_PATH } from './document-catalog'
import { pageMessagesFile, spanishPageMessages } from './i18n-catalogs.server'

describe("a Spanish page's messages file", () => {
	const page = spanishPageMessages('/therapists/california')
	const file = page.href.slice(PAGE_MESSAGES_PATH.length)
	const [names, hash] = [file.split('.').slice(0, -2), file.split('.').at(-2) as string]

	test('the address a page preloads serves its messages, to be kept for good', () => {
		const served = pageMessagesFile(file)
		expect(served?.current).toBe(true)
		expect(JSON.parse(served?.json ?? '{}')).toEqual(page.messages)
	})

	test('an old hash gets the current messages, not to be kept', () => {
		const old = pageMessagesFile(`${names.join('.')}.${'0'.repeat(12)}.json`)
		expect(old?.current).toBe(false)
		expect(old?.json).toBe(pageMessagesFile(file)?.json)
		expect(hash).not.toBe('0'.repeat(12))
	})

	test('names a page never writes are no file: unknown, repeated or out of order', () => {
		expect(pageMessagesFile(`nothing.${hash}.json`)).toBeNull()
		expect(pageMessagesFile(`${[...names, names[0]].join('.')}.${hash}.json`)).toBeNull()
		expect(pageMessagesFile(`${[...names].reverse().join('.')}.${hash}.json`)).toBeNull()
		expect(pageMessagesFile(`${names.join('.')}.${hash}.js`)).toBeNull()
	})
})
