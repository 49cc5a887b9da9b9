import { z } from '~/lib/zod-mini'
import { fieldMessages } from './field-messages'
import { ENGLISH_I18N } from './i18n'

/**
 * The robot check (docs/product.md#robot-check): two hidden trap fields plus a visible 'I am not a robot' box.
 * A sender that fills a trap and does not tick the box is a robot (refused without saying why).
 * The JSON API applies only that rule (its clients send no robot fields); the HTML forms also
 * require the box, and an unticked box gets ROBOT_MESSAGE. Shared by every public form.
 */
export const ROBOT_TRAP_FIELDS = ['fax_only', 'homepage_url'] as const
export const ROBOT_CHECKBOX_FIELD = 'not_robot'
/** The English message; a visitor's form shows its page's language's (fieldMessages(words).robot). */
export const ROBOT_MESSAGE = fieldMessages(ENGLISH_I18N).robot

/**
 * Add to a strict zod object so the robot fields pass validation (forms send 'true' or 'on').
 * zod/mini, so the browser forms need not load full zod; full-zod objects take these fields too.
 */
export const robotCheckShape = {
	fax_only: z.optional(z.string().check(z.maxLength(500))),
	homepage_url: z.optional(z.string().check(z.maxLength(500))),
	not_robot: z.optional(z.union([z.boolean(), z.enum(['true', 'on', 'false'])])),
}

type RobotCheckResult = 'human' | 'unchecked' | 'robot'

function isFilled(value: unknown): boolean {
	return typeof value === 'string'
		? value.trim() !== ''
		: value !== undefined && value !== null && value !== false
}

function isBoxTicked(body: Record<string, unknown>): boolean {
	const box = body[ROBOT_CHECKBOX_FIELD]
	return box === true || box === 'true' || box === 'on'
}

export function robotCheck(body: Record<string, unknown>): RobotCheckResult {
	const trapFilled = ROBOT_TRAP_FIELDS.some((field) => isFilled(body[field]))
	if (trapFilled && !isBoxTicked(body)) return 'robot'
	return isBoxTicked(body) ? 'human' : 'unchecked'
}

/** The spec's rule: a filled trap and an unticked box. */
export function isRobot(body: Record<string, unknown>): boolean {
	return robotCheck(body) === 'robot'
}
