import { describe, expect, test } from 'vitest'
import { checkText, checkTexts } from './check-text'
import { KEYWORD_GROUPS } from './keywords'

describe('checkText', () => {
	test('finds harmful practices and spam, case-insensitively', () => {
		expect(checkText('We offer Conversion Therapy for teens.')?.keyword).toBe('conversion therapy')
		expect(checkText('REPARATIVE THERAPY works')?.keyword).toBe('reparative therapy')
		expect(checkText('Let us pray the gay away together')?.keyword).toBe('pray the gay away')
		expect(checkText('Best online casino bonuses')?.keyword).toBe('casino')
		expect(checkText('A crypto investment that pays')?.keyword).toBe('crypto investment')
		expect(checkText('A guaranteed cure for anxiety')?.keyword).toBe('guaranteed cure')
		expect(checkText('Try this miracle cure!')?.keyword).toBe('miracle cure')
		expect(checkText('Cheap weight-loss pills here')?.keyword).toBe('weight loss pills')
		expect(checkText('Book at bit.ly/abc123')?.keyword).toBe('bit.ly')
	})

	test('matches whole words only', () => {
		expect(checkText('Occasionally I work weekends')).toBeNull()
		expect(checkText('casinos')).toBeNull()
		expect(checkText('I see clients at.com')).toBeNull()
		expect(checkText('Reading about tinyurl.company')).toBeNull()
		expect(checkText('Specialised in anxiety, depression and grief.')).toBeNull()
		expect(checkText('')).toBeNull()
	})

	test('spaces and hyphens inside a phrase are interchangeable; invisible characters do not hide it', () => {
		expect(checkText('conversion-therapy')?.keyword).toBe('conversion therapy')
		expect(checkText('conversion   therapy')?.keyword).toBe('conversion therapy')
		expect(checkText('ca\u200Bsino night')?.keyword).toBe('casino')
		expect(checkText('ＣＡＳＩＮＯ')?.keyword).toBe('casino')
	})

	test('a phrase can be ignored (a moderator cleared it for this profile)', () => {
		expect(checkText('I do not offer conversion therapy.', { ignore: ['conversion therapy'] })).toBeNull()
		expect(checkTexts(['Therapist', 'Visit bit.ly/x'])?.keyword).toBe('bit.ly')
	})

	test('every listed phrase matches itself', () => {
		for (const group of KEYWORD_GROUPS)
			for (const phrase of group.phrases) expect(checkText(`before ${phrase} after`)?.keyword).toBe(phrase)
	})
})
