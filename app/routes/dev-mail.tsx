import { data } from 'react-router'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { listRecentOutbox } from '~/features/contact/dev-mail.server'
import { outboxReadableLocally } from '~/platform/email/local-mailbox.server'
import type { Route } from './+types/dev-mail'

export const meta: Route.MetaFunction = () => [
	{ title: 'Development mailbox' },
	{ name: 'robots', content: 'noindex' },
]

/** /dev/mail: what the app would have e-mailed (the outbox). In production only on a local first run. */
export async function loader({ context }: Route.LoaderArgs) {
	const env = getEnv()
	if (!outboxReadableLocally(env)) throw data(null, { status: 404 })
	return { emails: await listRecentOutbox(context.get(dbContext)), smtp: Boolean(env.SMTP_URL) }
}

const STATUS_STYLE = {
	pending: 'bg-orange-50 text-orange-900 border-orange-200',
	sent: 'bg-emerald-50 text-emerald-900 border-emerald-200',
	failed: 'bg-red-50 text-red-900 border-red-200',
} as const

export default function DevMail({ loaderData }: Route.ComponentProps) {
	const { emails, smtp } = loaderData
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="font-serif text-3xl text-ink">Development mailbox</h1>
			<p className="mt-2 text-muted">
				{emails.length === 1 ? 'The newest e-mail' : `The newest ${emails.length} e-mails`} in the outbox.{' '}
				{smtp
					? 'SMTP_URL is set, so pending e-mails are being delivered.'
					: 'SMTP_URL is not set, so nothing leaves this machine: each e-mail is delivered to this page and counts as delivered, so what waits for delivery (the follow-up to a message, after FOLLOW_UP_DELAY) runs as it would with SMTP.'}
			</p>
			{emails.length === 0 ? <p className="mt-8 text-muted">No e-mails yet.</p> : null}
			<ul className="mt-6 space-y-4">
				{emails.map((email) => (
					<li key={email.id} className="rounded-xl border border-stone-200 bg-white p-5">
						<div className="flex flex-wrap items-center gap-3">
							<span className={`rounded-full border px-3 py-0.5 text-sm ${STATUS_STYLE[email.status]}`}>
								{email.status === 'sent' && !smtp ? 'delivered here' : email.status}
								{email.attempts > 0 ? ` · ${email.attempts} attempt${email.attempts === 1 ? '' : 's'}` : ''}
							</span>
							<time className="text-muted text-sm" dateTime={email.created_at}>
								{new Date(email.created_at).toLocaleString('en-US', { timeZone: 'UTC' })} UTC
							</time>
						</div>
						<h2 className="mt-2 font-semibold text-ink text-lg">{email.subject}</h2>
						<dl className="mt-1 text-sm">
							<div className="flex gap-2">
								<dt className="text-muted">To</dt>
								<dd>{email.to}</dd>
							</div>
							{email.reply_to ? (
								<div className="flex gap-2">
									<dt className="text-muted">Reply-To</dt>
									<dd>{email.reply_to}</dd>
								</div>
							) : null}
							{email.last_error ? (
								<div className="flex gap-2">
									<dt className="text-muted">Last error</dt>
									<dd className="text-red-800">{email.last_error}</dd>
								</div>
							) : null}
						</dl>
						<details className="mt-3">
							<summary className="cursor-pointer font-medium text-brand-700">Plain text</summary>
							<pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 text-sm">
								{email.text}
							</pre>
						</details>
						<details className="mt-2">
							<summary className="cursor-pointer font-medium text-brand-700">HTML</summary>
							<iframe
								title={`HTML of ${email.subject}`}
								sandbox=""
								srcDoc={email.html}
								className="mt-2 h-96 w-full rounded-lg border border-stone-200 bg-white"
							/>
						</details>
					</li>
				))}
			</ul>
		</div>
	)
}
