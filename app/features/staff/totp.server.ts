import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { appSecret } from '~/db/app-secret.server'
import type { Db } from '~/db/client.server'
import { sessions, staffRecoveryCodes, staffTotp } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { recordAudit } from './audit.server'
import type { StaffMember } from './roles.server'

// The staff second factor: TOTP (RFC 6238, 30 s steps, 6 digits, SHA-1 as every authenticator app
// reads) and ten recovery codes (docs/product.md#staff-roles-second-factor-and-the-audit-log).

/** The app_settings key of the AES-256-GCM key that seals TOTP secrets (made once, like signing secrets). */
const SEAL_KEY = 'staff_totp_key'
const PERIOD = 30
export const RECOVERY_CODE_COUNT = 10

async function seal(db: Db, plain: string): Promise<string> {
	const key = await appSecret(db, SEAL_KEY)
	const iv = randomBytes(12)
	const cipher = createCipheriv('aes-256-gcm', key, iv)
	const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
	return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

async function unseal(db: Db, sealed: string): Promise<string> {
	const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
	const decipher = createDecipheriv('aes-256-gcm', await appSecret(db, SEAL_KEY), iv)
	decipher.setAuthTag(tag)
	return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
}

function totpFor(secret: string, label: string, issuer: string): TOTP {
	return new TOTP({
		issuer,
		label,
		algorithm: 'SHA1',
		digits: 6,
		period: PERIOD,
		secret: Secret.fromBase32(secret),
	})
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

export type SecondFactorStatus = 'none' | 'pending' | 'enrolled'

export async function secondFactorStatus(db: Db, provider_id: string): Promise<SecondFactorStatus> {
	const [row] = await db
		.select({ enrolled_at: staffTotp.enrolled_at })
		.from(staffTotp)
		.where(eq(staffTotp.provider_id, provider_id))
	if (!row) return 'none'
	return row.enrolled_at ? 'enrolled' : 'pending'
}

export type Enrolment = { secret: string; uri: string; qr_svg: string }

/**
 * The secret to enrol with: a pending one is shown again (a reload must not change the QR code under
 * the person scanning it); a confirmed one is never shown again.
 */
export async function startEnrolment(db: Db, staff: StaffMember, issuer: string): Promise<Enrolment> {
	if ((await secondFactorStatus(db, staff.id)) === 'enrolled') {
		throw new AppError('conflict', 'Your second factor is already set up.')
	}
	const [existing] = await db.select().from(staffTotp).where(eq(staffTotp.provider_id, staff.id))
	let secret: string
	if (existing) {
		secret = await unseal(db, existing.secret_sealed)
	} else {
		secret = new Secret({ size: 20 }).base32
		const sealed = await seal(db, secret)
		await db.insert(staffTotp).values({ provider_id: staff.id, secret_sealed: sealed }).onConflictDoNothing()
		const [row] = await db.select().from(staffTotp).where(eq(staffTotp.provider_id, staff.id))
		secret = await unseal(db, row.secret_sealed)
	}
	const uri = totpFor(secret, staff.email, issuer).toString()
	const qr_svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
	return { secret, uri, qr_svg }
}

/**
 * The time step a code matches (±1 step), or null. A step at or before the last accepted one is
 * refused: a code seen over a shoulder cannot be used again.
 */
async function matchingStep(db: Db, provider_id: string, code: string, now: Date): Promise<number | null> {
	const [row] = await db.select().from(staffTotp).where(eq(staffTotp.provider_id, provider_id))
	if (!row) return null
	const totp = new TOTP({ secret: Secret.fromBase32(await unseal(db, row.secret_sealed)), period: PERIOD })
	const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 })
	if (delta === null) return null
	const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta
	if (row.last_step !== null && step <= row.last_step) return null
	return step
}

const WRONG_CODE = () =>
	new AppError('invalid', 'That code did not match.', {
		fields: { code: 'That code did not match. Try the current code.' },
	})

/** Confirms a pending enrolment with a first code; returns the ten recovery codes, shown once. */
export async function confirmEnrolment(
	db: Db,
	staff: StaffMember,
	code: string,
	sessionId: string,
	now = new Date(),
): Promise<string[]> {
	if ((await secondFactorStatus(db, staff.id)) !== 'pending') {
		throw new AppError('conflict', 'There is no set-up waiting to be confirmed.')
	}
	const step = await matchingStep(db, staff.id, code, now)
	if (step === null) throw WRONG_CODE()
	const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
		const raw = randomBytes(8).toString('hex').slice(0, 10)
		return `${raw.slice(0, 5)}-${raw.slice(5)}`
	})
	await db.transaction(async (tx) => {
		await tx
			.update(staffTotp)
			.set({ enrolled_at: now, last_step: step })
			.where(eq(staffTotp.provider_id, staff.id))
		await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.provider_id, staff.id))
		await tx
			.insert(staffRecoveryCodes)
			.values(codes.map((c) => ({ provider_id: staff.id, code_hash: hashCode(c.replace('-', '')) })))
		await tx.update(sessions).set({ second_factor_at: now }).where(eq(sessions.id, sessionId))
		await recordAudit(tx, {
			actor_id: staff.id,
			actor_email: staff.email,
			action: 'second_factor.enrol',
			after: { method: 'totp', recovery_codes: RECOVERY_CODE_COUNT },
		})
	})
	return codes
}

/** Marks this session as having passed the second factor, with a current authenticator code. */
export async function verifyCode(
	db: Db,
	staff: StaffMember,
	code: string,
	sessionId: string,
	now = new Date(),
) {
	if ((await secondFactorStatus(db, staff.id)) !== 'enrolled')
		throw new AppError('conflict', 'Set up your second factor first.')
	const step = await matchingStep(db, staff.id, code, now)
	if (step === null) throw WRONG_CODE()
	await db.transaction(async (tx) => {
		await tx.update(staffTotp).set({ last_step: step }).where(eq(staffTotp.provider_id, staff.id))
		await tx.update(sessions).set({ second_factor_at: now }).where(eq(sessions.id, sessionId))
	})
}

/** Passes the second factor with a recovery code, which is then used up; the use is audited. */
export async function redeemRecoveryCode(
	db: Db,
	staff: StaffMember,
	code: string,
	sessionId: string,
	now = new Date(),
): Promise<{ left: number }> {
	const used = await db
		.update(staffRecoveryCodes)
		.set({ used_at: now })
		.where(
			and(
				eq(staffRecoveryCodes.provider_id, staff.id),
				eq(staffRecoveryCodes.code_hash, hashCode(code)),
				isNull(staffRecoveryCodes.used_at),
			),
		)
		.returning({ id: staffRecoveryCodes.id })
	if (!used.length) {
		throw new AppError('invalid', 'That recovery code is not valid.', {
			fields: { code: 'That recovery code is not valid or was already used.' },
		})
	}
	const left = (
		await db
			.select({ id: staffRecoveryCodes.id })
			.from(staffRecoveryCodes)
			.where(and(eq(staffRecoveryCodes.provider_id, staff.id), isNull(staffRecoveryCodes.used_at)))
	).length
	await db.update(sessions).set({ second_factor_at: now }).where(eq(sessions.id, sessionId))
	await recordAudit(db, {
		actor_id: staff.id,
		actor_email: staff.email,
		action: 'second_factor.recovery_code',
		after: { recovery_codes_left: left },
	})
	return { left }
}

/**
 * Removes the second factor (to set up a new phone): every session of the account loses its pass, so
 * the console asks to enrol again at once.
 */
export async function disableSecondFactor(db: Db, staff: StaffMember, reason: string): Promise<void> {
	await db.transaction(async (tx) => {
		const removed = await tx.delete(staffTotp).where(eq(staffTotp.provider_id, staff.id)).returning()
		if (!removed.length) throw new AppError('conflict', 'You have no second factor to remove.')
		await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.provider_id, staff.id))
		await tx.update(sessions).set({ second_factor_at: null }).where(eq(sessions.provider_id, staff.id))
		await recordAudit(tx, {
			actor_id: staff.id,
			actor_email: staff.email,
			action: 'second_factor.disable',
			reason,
			before: { method: 'totp' },
		})
	})
}

/** How many recovery codes are left unused. */
export async function recoveryCodesLeft(db: Db, provider_id: string): Promise<number> {
	const rows = await db
		.select({ id: staffRecoveryCodes.id })
		.from(staffRecoveryCodes)
		.where(and(eq(staffRecoveryCodes.provider_id, provider_id), isNull(staffRecoveryCodes.used_at)))
	return rows.length
}
