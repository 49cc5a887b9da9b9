import { pruneSessions } from '~/auth/session.server'
import { pruneOneTimeTokens } from '~/auth/tokens.server'
import { getDb } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { runAccountCleanup } from '~/features/account-data/media-cleanup.server'
import { sendAvailabilityReminders } from '~/features/availability-emails/reminders.server'
import { refreshConsultationTimes } from '~/features/consultations/next-call.server'
import { deleteExpiredBookings } from '~/features/consultations/retention.server'
import { sendConsultationReminders } from '~/features/consultations/reminders.server'
import { sendCallFollowUps } from '~/features/consultations/call-follow-up.server'
import { deleteExpiredContactMessages } from '~/features/contact/retention.server'
import { runFollowUps } from '~/features/follow-ups/follow-ups.server'
import { flushListingStats } from '~/features/listing-stats/counters.server'
import { deleteExpiredReports } from '~/features/reports/retention.server'
import { deactivatedEmail } from '~/features/licences/licence-emails.server'
import { recheckAfterImport } from '~/features/licences/recheck.server'
import { log } from '~/lib/log.server'
import { outboxReadableLocally } from '~/platform/email/local-mailbox.server'
import { deliverDueEmails } from '~/platform/email/outbox.server'
import { createLocalMailboxTransport, createSmtpTransport } from '~/platform/email/transport.server'
import { getMediaStorage } from '~/platform/media/media-store.server'
import { pruneRateLimits } from '~/platform/rate-limit/rate-limit.server'
import { type Job, type StopJobs, startJobs } from '~/platform/jobs/jobs.server'

const HOUR = 60 * 60_000

/**
 * The jobs the server process runs: outbox delivery (through SMTP, or to /dev/mail without it), availability
 * reminders (every 10 minutes), follow-ups to people who wrote or had a free call (every 5 s), consultation reminders a day
 * before the call (every minute), each provider's next consultation time (every 5 minutes), the
 * licence re-check after a registry import (looked for every 15 s), deleting contact messages after 90 days and reports 90 days after
 * closing (daily, and once at start), and pruning expired sessions, one-time links and old
 * rate-limit windows (hourly).
 */
export function backgroundJobs(): Job[] {
	const env = getEnv()
	const jobs: Job[] = []
	// With SMTP_URL the outbox delivers through it; without, while /dev/mail shows the outbox, a kept
	// e-mail counts as delivered there (docs/product.md#e-mail-without-smtp).
	const smtpUrl = env.SMTP_URL
	const transport = smtpUrl
		? () => createSmtpTransport(smtpUrl)
		: outboxReadableLocally(env)
			? createLocalMailboxTransport
			: null
	if (transport) {
		jobs.push({
			name: 'outbox',
			everyMs: 2_000,
			// Every instance delivers: each e-mail is leased with SKIP LOCKED (outbox.server.ts).
			everyInstance: true,
			run: async () => {
				await deliverDueEmails(await getDb(), transport(), env.MAIL_FROM)
			},
		})
	}
	jobs.push({
		// docs/product.md#availability-freshness: queues the monthly confirmation e-mails (the outbox sends them).
		name: 'availability-reminders',
		everyMs: 10 * 60_000,
		run: async () => {
			const queued = await sendAvailabilityReminders(await getDb(), {
				siteName: env.SITE_NAME,
				publicUrl: env.PUBLIC_URL,
			})
			if (queued > 0) log.info(`queued ${queued} availability reminders`)
		},
	})
	jobs.push({
		// docs/product.md#follow-ups: 'Did … get back to you?' FOLLOW_UP_DELAY after a message is delivered.
		name: 'follow-ups',
		everyMs: 5_000,
		// Every instance: each message is claimed with SKIP LOCKED in the transaction that queues its e-mail.
		everyInstance: true,
		run: async () => {
			const queued = await runFollowUps(await getDb(), {
				siteName: env.SITE_NAME,
				publicUrl: env.PUBLIC_URL,
				delayMs: env.FOLLOW_UP_DELAY,
			})
			if (queued.first + queued.second > 0)
				log.info(`queued ${queued.first} follow-ups and ${queued.second} second follow-ups`)
			// docs/product.md#free-consultations: 'Did your call with … happen?' FOLLOW_UP_DELAY after a call.
			const calls = await sendCallFollowUps(await getDb(), {
				siteName: env.SITE_NAME,
				publicUrl: env.PUBLIC_URL,
				delayMs: env.FOLLOW_UP_DELAY,
			})
			if (calls > 0) log.info(`queued ${calls} follow-ups of consultation calls`)
		},
	})
	jobs.push({
		// docs/product.md#free-consultations: both sides' reminders 24 hours before a call.
		name: 'consultation-reminders',
		everyMs: 60_000,
		// Every instance: each booking is claimed with SKIP LOCKED in the transaction that queues its e-mails.
		everyInstance: true,
		run: async () => {
			const queued = await sendConsultationReminders(await getDb(), {
				siteName: env.SITE_NAME,
				publicUrl: env.PUBLIC_URL,
				mailFrom: env.MAIL_FROM,
			})
			if (queued > 0) log.info(`queued reminders for ${queued} consultations`)
		},
	})
	jobs.push({
		// docs/product.md#free-consultations: the cards' 'Next free call' as times pass (next-call.server.ts).
		name: 'consultation-times',
		everyMs: 5 * 60_000,
		run: async () => {
			const changed = await refreshConsultationTimes(await getDb())
			if (changed > 0) log.info(`refreshed the next consultation time of ${changed} providers`)
		},
	})
	jobs.push({
		// docs/product.md#your-listing: the counters kept in memory, added to listing_stats in one statement.
		name: 'listing-stats',
		everyMs: env.LISTING_STATS_FLUSH,
		// Every instance holds its own counts.
		everyInstance: true,
		run: async () => {
			await flushListingStats(await getDb())
		},
	})
	jobs.push({
		name: 'contact-retention',
		everyMs: 24 * HOUR,
		run: async () => {
			const db = await getDb()
			const deleted = await deleteExpiredContactMessages(db)
			if (deleted > 0) log.info(`deleted ${deleted} contact messages older than 90 days`)
			// Reports (and the reporter's address) 90 days after closing (docs/product.md#reports).
			const reports = await deleteExpiredReports(db)
			if (reports > 0) log.info(`deleted ${reports} reports closed more than 90 days ago`)
			// Booked consultations' details 90 days after the call (docs/product.md#free-consultations).
			const bookings = await deleteExpiredBookings(db)
			if (bookings > 0)
				log.info(`deleted ${bookings} consultation bookings whose call ended over 90 days ago`)
		},
	})
	jobs.push({
		name: 'prune-expired',
		everyMs: HOUR,
		run: async () => {
			const db = await getDb()
			await pruneRateLimits(db)
			await pruneSessions(db)
			await pruneOneTimeTokens(db)
		},
	})
	jobs.push({
		// docs/product.md#licence-checks: a new registry import (run beside the servers, or while the
		// embedded database's server was stopped) re-checks every provider with an NPI, without a restart.
		name: 'licence-recheck',
		everyMs: 15_000,
		// Every instance looks; one claims the import's re-check in npi_registry_rechecks.
		everyInstance: true,
		run: async () => {
			const site = { siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL }
			// Providers store no language yet: English (docs/product.md#licence-checks).
			const done = await recheckAfterImport(await getDb(), {
				tell: (input) => deactivatedEmail(site, { ...input, locale: 'en' }),
			})
			if (done)
				log.info(
					`licence re-check after import ${done.import_id}: ${done.providers_read} providers, ${done.changed} changed, ${done.deactivated} deactivated`,
				)
		},
	})
	jobs.push({
		// docs/product.md#deleting-an-account: a deleted account's files, retried until the storage answers.
		name: 'account-cleanup',
		everyMs: 10_000,
		run: async () => runAccountCleanup(await getDb(), getMediaStorage().store),
	})
	return jobs
}

/** The other jobs run once per period across all instances (jobs.server.ts claimPeriod). */
export function startBackgroundJobs(): StopJobs {
	return startJobs(backgroundJobs(), { db: getDb })
}
