import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { contactMessages, emailOutbox } from '~/db/schema'
import { insertProvider, tagIdsOf } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { answerFollowUp } from './answers.server'
import { followUpAnswerPage, followUpQuestionPage } from './follow-up-page.server'
import { afterDelay, DELAY, mailSink, SITE, write } from './follow-ups.test-support'
import { runFollowUps } from './follow-ups.server'

// Issue 29: a message written from a Spanish page gets its follow-ups in Spanish, their links open the
// Spanish pages; the therapist's e-mail and note stay English (docs/product.md#follow-ups).

async function outbox(db: Awaited<ReturnType<typeof createTestDb>>['db'], kind: string) {
	const rows = await db.select().from(emailOutbox)
	return rows.filter((r) => r.meta?.kind === kind)
}

test('a message written in Spanish: the therapist gets English, the person a Spanish follow-up and pages', async () => {
	const { db } = await createTestDb()
	const anxiety = tagIdsOf('anxiety')
	const ana = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez', top_issues: anxiety })
	// Six others: the answer page offers three, the second e-mail three more.
	for (let i = 0; i < 6; i++) await insertProvider(db, { first_name: `Otra${i}`, top_issues: anxiety })
	const { id } = await write(db, ana.id, 'sam@example.test', undefined, 'es')
	const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
	expect(stored.locale).toBe('es')

	const smtp = await mailSink()
	await smtp.deliver(db)
	const [contact] = await outbox(db, 'contact')
	expect(contact.to).toBe(ana.email)
	expect(contact.subject).toBe('New message from Sam Visitor via Openroom')
	expect(contact.text).toContain('Sam Visitor sent you a message through your Openroom profile')
	expect(contact.html).toContain('<html lang="en">')

	expect(await runFollowUps(db, { ...SITE, now: afterDelay() })).toEqual({ first: 1, second: 0 })
	await smtp.deliver(db)
	expect(smtp.to('sam@example.test')).toHaveLength(1)
	const [followUp] = await outbox(db, 'follow_up')
	expect(followUp.subject).toBe('¿Ana Lopez le respondió?')
	expect(followUp.html).toContain('<html lang="es">')
	expect(followUp.text).toContain('Hola, Sam Visitor:')
	expect(followUp.text).toMatch(
		/El \d{1,2} de [a-z]+ de \d{4} usted le escribió a Ana Lopez a través de Openroom\./,
	)
	for (const label of [
		'Sí, estamos en contacto',
		'Todavía no',
		'No está aceptando nuevos clientes',
		'El costo o el seguro no funcionó',
	])
		expect(followUp.text).toContain(label)
	expect(followUp.text).not.toContain('Did Ana Lopez get back to you?')
	const links = [...followUp.text.matchAll(/http:\/\/localhost:3000(\/\S+)/g)].map((m) => m[1])
	expect(links.length).toBe(5)
	for (const link of links) expect(link).toMatch(/^\/es\/follow-up\//)
	expect(followUp.headers?.['List-Unsubscribe']).toMatch(
		/^<http:\/\/localhost:3000\/es\/follow-up\/[\w.-]+\/unsubscribe>$/,
	)

	// The page the 'Todavía no' link opens, in Spanish; answering it sends the therapist an English note.
	const token = /\/es\/follow-up\/([\w.-]+)\?answer=not-yet/.exec(followUp.text)?.[1] ?? ''
	const page = await followUpQuestionPage(db, token, 'not-yet', 'es')
	expect(page).toMatchObject({ name: 'Ana Lopez', chosen: 'not-yet' })
	expect('written' in page && page.written).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/)
	const done = await followUpAnswerPage(db, token, 'not-yet', { ...SITE, locale: 'es' })
	expect(done).toMatchObject({ delay: '20 segundos', outcome: 'not-yet' })
	if (!('groups' in done)) throw new Error('no answer page')
	const offered = done.groups.flatMap((g) => g.suggestions)
	expect(offered).toHaveLength(3)
	for (const s of offered) expect(s.href).toMatch(/^\/es\/therapist\//)
	const [note] = await outbox(db, 'follow_up_note')
	expect(note.subject).toBe('Someone is waiting to hear back from you')
	expect(note.text).toMatch(/Someone who wrote on \w+ \d+, \d{4} says they have not heard back\./)

	// The second e-mail, one delay after 'Todavía no': Spanish, its profiles under /es.
	const answeredAt = new Date()
	await answerFollowUp(db, token, 'not-yet', { ...SITE, now: answeredAt })
	await runFollowUps(db, { ...SITE, now: new Date(answeredAt.getTime() + 2 * DELAY) })
	const [second] = await outbox(db, 'follow_up_second')
	expect(second.subject).toBe('¿Sigue esperando respuesta de Ana Lopez?')
	expect(second.text).toContain('aceptan nuevos clientes y lo confirmaron hace poco:')
	expect(second.text).toMatch(/: http:\/\/localhost:3000\/es\/therapist\//)
	expect(second.text).toContain('Este es el último seguimiento sobre su mensaje a Ana Lopez.')
})

test('a message with no language given is English, as before', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { first_name: 'Ana', last_name: 'Lopez' })
	const { id } = await write(db, ana.id, 'sam@example.test')
	const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
	expect(stored.locale).toBe('en')
	const smtp = await mailSink()
	await smtp.deliver(db)
	await runFollowUps(db, { ...SITE, now: afterDelay() })
	const [followUp] = await outbox(db, 'follow_up')
	expect(followUp.subject).toBe('Did Ana Lopez get back to you?')
	expect(followUp.text).toContain('Hi Sam Visitor,')
	expect(followUp.text).toMatch(/http:\/\/localhost:3000\/follow-up\/[\w.-]+\?answer=yes/)
})
