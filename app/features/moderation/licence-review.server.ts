import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { licenseChecks, providers } from '~/db/schema'
import { licenseCheckedOfProvider, licenseCheckOfProvider } from '~/db/schema/license-checks'
import type { ClaimedLicence, StoredLicenceCheck } from '~/db/schema/npi-registry'
import { type RegistryRow, registryRow } from '~/features/licences/licence-check.server'
import { notConfirmedEmail } from '~/features/licences/licence-emails.server'
import { storeLicenceCheck } from '~/features/licences/licence-record.server'
import { AppError } from '~/lib/errors'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { type BoardLookup, boardLookups } from '~/platform/reference/licensing-boards'
import { type Actor, audit, type MailContext } from './decisions.server'
import { QUEUE_PAGE } from './queues.server'

// The console's licence queue and its decisions (docs/product.md#licence-checks): checks the
// registry could not confirm (needs_review), oldest first; a moderator compares the claim with the
// registry's row, looks the licence up at the state's board, and either confirms it with the source
// used or says it is not confirmed with a reason the provider is sent. Each decision is one audit row.

const needsReview = sql`${licenseChecks.license_check}->>'status' = 'needs_review'`
const checkOrder = sql`${licenseChecks.license_check}->>'checked_at'`
const name = sql<string>`btrim(${providers.first_name} || ' ' || ${providers.last_name})`

export type LicenceQueueEntry = {
	provider_id: string
	short_id: number
	name: string
	npi: string | null
	checked_at: string
	/** What did not match: the claim's, then each licence's ('TX: license_number'). */
	mismatches: string[]
}

/** Checks that need a person, the oldest first, by license_checks_queue_idx; and how many. */
export async function licenceQueue(db: Db): Promise<{ total: number; entries: LicenceQueueEntry[] }> {
	const [rows, [{ total }]] = await Promise.all([
		db
			.select({
				provider_id: providers.id,
				short_id: providers.short_id,
				name,
				npi: providers.npi,
				check: licenseChecks.license_check,
			})
			.from(licenseChecks)
			.innerJoin(providers, eq(providers.id, licenseChecks.provider_id))
			.where(needsReview)
			.orderBy(asc(checkOrder))
			.limit(QUEUE_PAGE),
		db.select({ total: sql<number>`count(*)::int` }).from(licenseChecks).where(needsReview),
	])
	return {
		total,
		entries: rows.map(({ check, ...row }) => ({
			...row,
			checked_at: check?.checked_at ?? '',
			mismatches: check ? mismatchList(check) : [],
		})),
	}
}

function mismatchList(check: StoredLicenceCheck): string[] {
	return [...check.mismatches, ...check.licenses.flatMap((l) => l.mismatches.map((m) => `${l.state}: ${m}`))]
}

export type LicenceCase = {
	provider: {
		id: string
		short_id: number
		name: string
		first_name: string
		last_name: string
		npi: string | null
		licenses: ClaimedLicence[]
		license_checked: boolean
	}
	check: StoredLicenceCheck | null
	registry: RegistryRow | null
	/** Each claimed state's board look-up pages (the national registry where none is on file). */
	boards: Array<{ state: string; pages: BoardLookup[] }>
}

const CASE_COLUMNS = {
	id: providers.id,
	short_id: providers.short_id,
	name,
	first_name: providers.first_name,
	last_name: providers.last_name,
	email: providers.email,
	npi: providers.npi,
	licenses: providers.licenses,
	license_checked: licenseCheckedOfProvider,
	license_check: licenseCheckOfProvider,
}

/** A provider's licence case by short id (null: no such provider). */
export async function loadLicenceCase(db: Db, short_id: number): Promise<LicenceCase | null> {
	const [row] = await db.select(CASE_COLUMNS).from(providers).where(eq(providers.short_id, short_id)).limit(1)
	if (!row) return null
	const { license_check, email: _email, ...provider } = row
	const states = [...new Set(provider.licenses.map((l) => l.state))]
	return {
		provider,
		check: license_check,
		registry: provider.npi ? await registryRow(db, provider.npi) : null,
		boards: states.map((state) => ({ state, pages: boardLookups(state) })),
	}
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function current(tx: Tx, provider_id: string) {
	const [row] = await tx.select(CASE_COLUMNS).from(providers).where(eq(providers.id, provider_id)).limit(1)
	if (!row) throw new AppError('not_found', 'No such profile.')
	if (!row.npi || row.licenses.length === 0)
		throw new AppError('conflict', 'This provider has not entered an NPI and a licence.')
	return row
}

const summaryOf = (row: { license_checked: boolean; license_check: StoredLicenceCheck | null }) => ({
	license_checked: row.license_checked,
	status: row.license_check?.status ?? null,
	source: row.license_check?.source ?? null,
	mismatches: row.license_check ? mismatchList(row.license_check) : [],
})

/** What the registry found is kept beside the decision, so the evidence says both. */
function staffRecord(
	row: { licenses: ClaimedLicence[]; license_check: StoredLicenceCheck | null },
	status: 'checked' | 'not_confirmed',
	staff: { state: string | null; note: string },
	now: Date,
): StoredLicenceCheck {
	const found = row.license_check
	return {
		status,
		source: 'staff',
		checked_at: now.toISOString(),
		registry_file_date: found?.registry_file_date ?? null,
		mismatches: found?.mismatches ?? [],
		licenses: row.licenses.map((l) => {
			const seen = found?.licenses.find((f) => f.state === l.state && f.number === l.number)
			const confirmed = status === 'checked' && l.state === staff.state
			return {
				...l,
				status: confirmed ? 'checked' : (seen?.status ?? 'needs_review'),
				mismatches: seen?.mismatches ?? [],
			}
		}),
		staff,
	}
}

/** 'Checked by a person': the moderator looked the licence up with the state's board (the source). */
export async function confirmLicence(
	db: Db,
	actor: Actor,
	input: { provider_id: string; state: string; source: string },
	now = new Date(),
): Promise<void> {
	await db.transaction(async (tx) => {
		const row = await current(tx, input.provider_id)
		if (!row.licenses.some((l) => l.state === input.state))
			throw new AppError('invalid', 'Choose the state of one of the licences the provider claims.')
		const license_check = staffRecord(row, 'checked', { state: input.state, note: input.source }, now)
		await storeLicenceCheck(tx, row.id, { license_check, license_checked: true })
		await audit(tx, actor, {
			action: 'licence.confirm',
			profile_id: row.id,
			reason: input.source,
			before: summaryOf(row),
			after: { ...summaryOf({ license_checked: true, license_check }), state: input.state },
		})
	})
}

/** 'Not confirmed': the badge stays off, and the provider is sent the moderator's reason. */
export async function notConfirmLicence(
	db: Db,
	actor: Actor,
	input: { provider_id: string; reason: string },
	mail: MailContext,
	now = new Date(),
): Promise<void> {
	await db.transaction(async (tx) => {
		const row = await current(tx, input.provider_id)
		const license_check = staffRecord(row, 'not_confirmed', { state: null, note: input.reason }, now)
		await storeLicenceCheck(tx, row.id, { license_check, license_checked: false })
		// Providers store no language yet: English (docs/product.md#licence-checks).
		await enqueueEmail(tx, notConfirmedEmail(mail, { to: row.email, reason: input.reason, locale: 'en' }))
		await audit(tx, actor, {
			action: 'licence.not_confirmed',
			profile_id: row.id,
			reason: input.reason,
			before: summaryOf(row),
			after: summaryOf({ license_checked: false, license_check }),
		})
	})
}
