import type { Db } from '~/db/client.server'
import { isAppError } from '~/lib/errors'
import { clearFlag, confirmFlag, listFlaggedProfiles } from './moderation.server'

const MODERATION_USAGE = `Usage: npm run moderation -- <command>

  list               flagged profiles: short id, name, e-mail, the phrase, the decision so far
  clear <short_id>    the flag was wrong: unflag the profile (the phrase is allowed for it from now on)
  confirm <short_id>  the flag was right: keep it, and record the decision so edits no longer lift it`

type CliResult = { code: 0 | 1 | 2; output: string }

function parseShortId(value: string | undefined): number | null {
	return value && /^\d{1,10}$/.test(value) ? Number(value) : null
}

function table(rows: string[][]): string {
	const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
	return rows
		.map((r) =>
			r
				.map((cell, i) => cell.padEnd(widths[i]))
				.join('  ')
				.trimEnd(),
		)
		.join('\n')
}

/** Runs one moderation command against a database; exit code 2 for usage errors, 1 for failures. */
export async function runModerationCommand(db: Db, args: readonly string[]): Promise<CliResult> {
	const [command, arg] = args
	if (command === 'list') {
		const flagged = await listFlaggedProfiles(db)
		if (flagged.length === 0) return { code: 0, output: 'No flagged profiles.' }
		const rows = flagged.map((f) => [
			String(f.short_id),
			f.name,
			f.email,
			f.flagged_keyword ?? '',
			f.decision ?? 'to review',
			f.updated_at.toISOString().slice(0, 16).replace('T', ' '),
		])
		return {
			code: 0,
			output: `${table([['SHORT ID', 'NAME', 'E-MAIL', 'PHRASE', 'DECISION', 'CHANGED (UTC)'], ...rows])}\n\n${flagged.length} flagged.`,
		}
	}
	if (command === 'clear' || command === 'confirm') {
		const short_id = parseShortId(arg)
		if (short_id === null)
			return { code: 2, output: `'${command}' needs a profile's short id.\n\n${MODERATION_USAGE}` }
		try {
			if (command === 'clear') await clearFlag(db, short_id)
			else await confirmFlag(db, short_id)
		} catch (error) {
			if (isAppError(error)) return { code: 1, output: error.message }
			throw error
		}
		return {
			code: 0,
			output:
				command === 'clear'
					? `Cleared: profile ${short_id} is listed again (if it is otherwise live).`
					: `Confirmed: profile ${short_id} stays hidden until a moderator clears it.`,
		}
	}
	return {
		code: 2,
		output: command ? `Unknown command '${command}'.\n\n${MODERATION_USAGE}` : MODERATION_USAGE,
	}
}
