import { Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { ConsolePage } from '~/features/staff/components/console-ui'
import { requireConsole } from '~/features/staff/console-access.server'
import type { Route } from './+types/home'

// The console's home (docs/product.md#staff-roles-second-factor-and-the-audit-log): who you are and
// what exists: the queues (docs/product.md#moderation), the audit log, staff, your second factor.

export const meta: Route.MetaFunction = () => [{ title: 'Console' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const staff = await requireConsole(context.get(dbContext), context.get(userContext), request)
	return { email: staff.email, roles: staff.roles }
}

export default function ConsoleHome({ loaderData }: Route.ComponentProps) {
	const { email, roles } = loaderData
	const links = [
		{
			to: '/moderation/queues',
			label: 'Queues',
			text: 'Reports, profiles flagged by the keyword check, new profiles and hidden ones, oldest first.',
		},
		{
			to: '/moderation/audit',
			label: 'Audit log',
			text: 'Every decision, role and second-factor change, with filters and a CSV export.',
		},
		...(roles.includes('admin')
			? [
					{
						to: '/moderation/staff',
						label: 'Staff and roles',
						text: 'Grant and revoke moderator and admin roles.',
					},
				]
			: []),
		{
			to: '/moderation/second-factor',
			label: 'Your second factor',
			text: 'Your authenticator app and recovery codes.',
		},
	]
	return (
		<ConsolePage title="Console" back={false}>
			<p className="mt-3 text-muted">
				Signed in as <strong className="text-ink">{email}</strong>, {roles.join(' and ')}.
			</p>
			<ul className="mt-8 grid gap-4 sm:grid-cols-2">
				{links.map((link) => (
					<li key={link.to} className="rounded-xl border border-stone-200 bg-white p-5">
						<Link className="font-semibold text-brand-700 text-lg underline" to={link.to}>
							{link.label}
						</Link>
						<p className="mt-1 text-muted">{link.text}</p>
					</li>
				))}
			</ul>
		</ConsolePage>
	)
}
