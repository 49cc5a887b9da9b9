import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { emailOutbox } from '~/db/schema'
import { insertProvider } from '../../../tests/factories'
import { openDataDir } from '../../../tests/setup/db'
import { afterDelay, mailSink, SITE, write } from './follow-ups.test-support'
import { runFollowUps } from './follow-ups.server'

// docs/product.md#follow-ups, durable: the due time is a column, not a timer, so a follow-up due
// while the server was down goes out after the restart, once.

let dataDir: string | undefined
afterEach(async () => {
	if (dataDir) await rm(dataDir, { recursive: true, force: true })
	dataDir = undefined
})

test('a follow-up that fell due while the server was stopped goes out after the restart, exactly once', async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'openroom-follow-ups-'))
	let handle = await openDataDir(dataDir)
	const ana = await insertProvider(handle.db, { first_name: 'Ana', last_name: 'Lopez' })
	await write(handle.db, ana.id, 'sam@example.test')
	const smtp = await mailSink()
	await smtp.deliver(handle.db)
	// The job saw the delivery (the due time is stored), then the process stopped before it was due.
	expect(await runFollowUps(handle.db, { ...SITE, now: new Date() })).toEqual({ first: 0, second: 0 })
	await handle.close()

	handle = await openDataDir(dataDir)
	onTestFinished(() => handle.close())
	expect(await runFollowUps(handle.db, { ...SITE, now: afterDelay() })).toEqual({ first: 1, second: 0 })
	// Another run after a second restart sends nothing more.
	await handle.close()
	handle = await openDataDir(dataDir)
	expect(await runFollowUps(handle.db, { ...SITE, now: afterDelay(60_000) })).toEqual({ first: 0, second: 0 })
	const followUps = (await handle.db.select({ meta: emailOutbox.meta }).from(emailOutbox)).filter(
		(row) => row.meta?.kind === 'follow_up',
	)
	expect(followUps).toHaveLength(1)
	// Three openings of an embedded database (the first migrates a new one): over 30 s on a loaded machine.
}, 90_000)
