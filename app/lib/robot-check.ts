import { z } from 'zod'

/**
 * The robot check of spec §4: two hidden trap fields plus a visible 'I am not a robot' box.
 * A filled trap means a robot (refused without saying why); an unticked box gets ROBOT_MESSAGE.
 * Shared by every public form (contact, login, register, reset, verify).
 */
export const ROBOT_TRAP_FIELDS = ['fax_only', 'homepage_url'] as const
export const ROBOT_CHECKBOX_FIELD = 'not_robot'
export const ROBOT_MESSAGE = 'Please check the box to confirm you are human.'

/** Add to a strict zod object so the robot fields pass validation (forms send 'true' or 'on'). */
export const robotCheckShape = {
	fax_only: z.string().max(500).optional(),
	homepage_url: z.string().max(500).optional(),
	not_robot: z.union([z.boolean(), z.enum(['true', 'on', 'false'])]).optional(),
}

export type RobotCheckResult = 'human' | 'unchecked' | 'trap'

function isFilled(value: unknown): boolean {
	return typeof value === 'string'
		? value.trim() !== ''
		: value !== undefined && value !== null && value !== false
}

export function robotCheck(body: Record<string, unknown>): RobotCheckResult {
	if (ROBOT_TRAP_FIELDS.some((field) => isFilled(body[field]))) return 'trap'
	const box = body[ROBOT_CHECKBOX_FIELD]
	return box === true || box === 'true' || box === 'on' ? 'human' : 'unchecked'
}

/** True when the request must be refused: a trap is filled or the box is not ticked. */
export function isRobot(body: Record<string, unknown>): boolean {
	return robotCheck(body) !== 'human'
}
