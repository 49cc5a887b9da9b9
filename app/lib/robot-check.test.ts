import { expect, test } from 'vitest'
import { isRobot, robotCheck } from './robot-check'

test('a ticked box with empty traps is a human', () => {
	expect(robotCheck({ not_robot: true, fax_only: '', homepage_url: '' })).toBe('human')
	expect(robotCheck({ not_robot: 'on' })).toBe('human')
	expect(robotCheck({ not_robot: 'true' })).toBe('human')
	expect(isRobot({ not_robot: true })).toBe(false)
})

test('an unticked box is reported (forms require it) but is not by itself a robot', () => {
	expect(robotCheck({})).toBe('unchecked')
	expect(robotCheck({ not_robot: false })).toBe('unchecked')
	expect(robotCheck({ not_robot: 'false' })).toBe('unchecked')
	expect(isRobot({})).toBe(false)
})

test('a filled trap field with an unticked box is a robot', () => {
	expect(robotCheck({ fax_only: '555' })).toBe('robot')
	expect(robotCheck({ homepage_url: 'http://spam.example', not_robot: false })).toBe('robot')
	expect(isRobot({ homepage_url: 'x' })).toBe(true)
	// A person whose browser autofilled a trap but who ticked the box passes.
	expect(robotCheck({ not_robot: true, fax_only: '555' })).toBe('human')
})
