import { createElement, Fragment, type ReactNode } from 'react'
import type { Translate } from './i18n'

const MARK = '\u0001'

/**
 * A catalog message whose placeholders are elements (links inside a sentence): the translator sees
 * one whole sentence, `Call {call988} or chat at {chat}.`, and each language orders it as it needs.
 */
export function messageWithSlots(t: Translate, id: string, slots: Record<string, ReactNode>): ReactNode {
	const marks = Object.fromEntries(Object.keys(slots).map((name) => [name, `${MARK}${name}${MARK}`]))
	const parts = t(id, marks)
		.split(MARK)
		.map((part, i) => (i % 2 === 1 ? slots[part] : part))
	// Children as arguments: a fixed sequence, so React needs no keys.
	return createElement(Fragment, null, ...parts)
}
