import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { auditCsv } from '~/features/staff/audit.server'
import { requireConsole } from '~/features/staff/console-access.server'
import { AuditFiltersSchema } from '~/features/staff/staff.schema'
import type { Route } from './+types/audit-csv'

/** The audit log as CSV, with the page's filters (docs/product.md#staff-roles-second-factor-and-the-audit-log). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	await requireConsole(db, context.get(userContext), request)
	const query = Object.fromEntries(new URL(request.url).searchParams)
	const parsed = AuditFiltersSchema.safeParse(query)
	const filters = parsed.success ? parsed.data : {}
	return new Response(auditCsv(db, filters), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
			'Cache-Control': 'no-store',
		},
	})
}
