import { expect, test } from 'vitest'
import {
	alternativesOf,
	edits1,
	labelOfKey,
	labelTokens,
	normalizeToken,
	queryWords,
	tokenize,
} from './keywords'

test('tokens: lower case, no accents, cut at punctuation', () => {
	expect(tokenize('LGBTQ+ Español, Post-Traumatic')).toEqual(['lgbtq', 'espanol', 'post', 'traumatic'])
	expect(queryWords('a Spanish therapist near me in 11201')).toEqual(['spanish', '11201'])
})

test('plurals fold for labels, not words that only end in s', () => {
	expect(
		['disorders', 'couples', 'veterans', 'anxieties', 'stress', 'psychosis'].map(normalizeToken),
	).toEqual(['disorder', 'couple', 'veteran', 'anxiety', 'stress', 'psychosis'])
})

test('synonyms and abbreviations stand for each other', () => {
	expect(alternativesOf('cbt')).toContainEqual(['cognitive', 'behavioral'])
	expect(alternativesOf('marriage')).toContainEqual(['couple'])
	expect(alternativesOf('couples')).toContainEqual(['marriage'])
	expect(alternativesOf('ptsd')).toContainEqual(['post', 'traumatic'])
	expect(alternativesOf('asl')).toContainEqual(['sign', 'language'])
	expect(alternativesOf('spanish')).toEqual([['spanish']])
})

test('one edit away: deleted, swapped, replaced or inserted letters', () => {
	const near = new Set(edits1('anxeity'))
	expect(near.has('anxiety')).toBe(true)
	expect(new Set(edits1('depresion')).has('depression')).toBe(true)
	expect(new Set(edits1('traumma')).has('trauma')).toBe(true)
	expect(new Set(edits1('grief')).has('brief')).toBe(true)
	expect(near.has('anxeity')).toBe(false)
})

test('labels of facet keys, with the abbreviation in brackets as a token', () => {
	expect(labelOfKey('lang:Spanish')).toBe('Spanish')
	expect(labelOfKey('pay:aetna')).toBe('Aetna')
	expect(labelOfKey('state:NY')).toBe('New York')
	expect(labelOfKey('price:under-90')).toBeNull()
	expect(labelOfKey('avail:0')).toBeNull()
	expect(labelTokens('Cognitive Behavioral (CBT)')).toEqual(['cognitive', 'behavioral', 'cbt'])
	expect(labelTokens('Trauma and PTSD')).toEqual(['trauma', 'ptsd'])
})
