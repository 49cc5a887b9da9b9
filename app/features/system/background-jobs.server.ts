import { getDb } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { deliverDueEmails } from '~/features/email/outbox.server'
import { createSmtpTransport } from '~/features/email/transport.server'
import { type Job, startJobs } from './jobs.server'

/** The jobs the server process runs: outbox delivery (when SMTP is configured). */
export function backgroundJobs(): Job[] {
	const env = getEnv()
	const jobs: Job[] = []
	if (env.SMTP_URL) {
		const smtpUrl = env.SMTP_URL
		jobs.push({
			name: 'outbox',
			everyMs: 2_000,
			run: async () => {
				await deliverDueEmails(await getDb(), createSmtpTransport(smtpUrl), env.MAIL_FROM)
			},
		})
	}
	return jobs
}

export function startBackgroundJobs(): () => void {
	return startJobs(backgroundJobs())
}
