import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import {
	ConsolePage,
	Notice,
	PostForm,
	SubmitButton,
	TextField,
} from '~/features/staff/components/console-ui'
import { requireConsole } from '~/features/staff/console-access.server'
import { grantRole, listStaff, revokeRole } from '~/features/staff/roles.server'
import { RoleChangeSchema } from '~/features/staff/staff.schema'
import { isAppError } from '~/lib/errors'
import type { Route } from './+types/staff'

// Staff and roles, admins only (docs/product.md#staff-roles-second-factor-and-the-audit-log): the
// same service as `npm run role`; every change is audited with its reason.

export const meta: Route.MetaFunction = () => [
	{ title: 'Staff · Console' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	await requireConsole(db, context.get(userContext), request, { role: 'admin' })
	const staff = await listStaff(db)
	return { staff: staff.map((s) => ({ ...s, granted_at: s.granted_at.toISOString().slice(0, 10) })) }
}

type ActionResult = { ok: boolean; message?: string; fields?: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
	const db = context.get(dbContext)
	const staff = await requireConsole(db, context.get(userContext), request, { role: 'admin' })
	const form = Object.fromEntries(await request.formData())
	const parsed = RoleChangeSchema.safeParse(form)
	if (!parsed.success) {
		const fields: Record<string, string> = {}
		for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message
		return { ok: false, fields }
	}
	const actor = { id: staff.id, email: staff.email }
	try {
		if (form.intent === 'revoke') {
			const { changed } = await revokeRole(db, actor, parsed.data)
			return {
				ok: true,
				message: changed ? `${parsed.data.email} no longer holds ${parsed.data.role}.` : 'Nothing changed.',
			}
		}
		const { changed } = await grantRole(db, actor, parsed.data)
		return {
			ok: true,
			message: changed ? `${parsed.data.email} is now ${parsed.data.role}.` : 'They already hold that role.',
		}
	} catch (error) {
		if (!isAppError(error)) throw error
		return { ok: false, message: error.fields ? undefined : error.message, fields: error.fields }
	}
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
	const fields = actionData?.fields ?? {}
	return (
		<ConsolePage title="Staff and roles">
			<Notice tone={actionData?.ok === false ? 'error' : 'info'} message={actionData?.message} />
			<h2 className="mt-8 font-semibold text-ink text-xl">Who holds a role</h2>
			<ul className="mt-4 space-y-4">
				{loaderData.staff.map((s) => (
					<li key={s.id} className="rounded-xl border border-stone-200 bg-white p-4">
						<p className="break-all font-medium text-ink">{s.email}</p>
						<p className="text-muted text-sm">
							{s.roles.join(', ')} · since {s.granted_at} ·{' '}
							{s.second_factor ? 'second factor set up' : 'no second factor yet'}
						</p>
						<div className="mt-2 flex flex-wrap gap-4">
							{s.roles.map((role) => (
								<PostForm key={role} className="flex flex-wrap items-end gap-2">
									<input type="hidden" name="intent" value="revoke" />
									<input type="hidden" name="email" value={s.email} />
									<input type="hidden" name="role" value={role} />
									<label className="block text-sm">
										<span className="text-ink">Reason to revoke {role}</span>
										<input
											name="reason"
											required
											maxLength={500}
											className="block min-h-11 rounded-lg border border-stone-300 px-3 py-2"
										/>
									</label>
									<button type="submit" className="btn btn-danger btn-sm">
										Revoke {role}
									</button>
								</PostForm>
							))}
						</div>
					</li>
				))}
			</ul>
			<h2 className="mt-10 font-semibold text-ink text-xl">Grant a role</h2>
			<PostForm className="max-w-md">
				<input type="hidden" name="intent" value="grant" />
				<TextField
					name="email"
					label="Account e-mail"
					type="email"
					required
					autoComplete="off"
					error={fields.email}
				/>
				<fieldset className="mt-4">
					<legend className="font-medium text-ink">Role</legend>
					<label className="mt-1 flex min-h-11 items-center gap-2">
						<input type="radio" name="role" value="moderator" defaultChecked /> Moderator
					</label>
					<label className="flex min-h-11 items-center gap-2">
						<input type="radio" name="role" value="admin" /> Admin
					</label>
				</fieldset>
				<TextField name="reason" label="Reason" required maxLength={500} error={fields.reason} />
				<SubmitButton>Grant role</SubmitButton>
			</PostForm>
		</ConsolePage>
	)
}
