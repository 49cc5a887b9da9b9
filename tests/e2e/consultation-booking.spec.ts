import type { Browser, Page } from '@playwright/test'
import { createProvider } from './support/api-provider'
import { expectAccessibleAtBothWidths } from './support/axe'
import { expect, ORIGIN, SAME_ORIGIN, test } from './support/fixtures'
import { waitForMail } from './support/mail'

// Free consultation calls (docs/product.md#free-consultations), issue 47's first 'must be true': a
// provider sets Tuesday 9:00–11:00 America/New_York, 15 minutes, 24 hours' notice in the modal; a
// visitor in America/Los_Angeles sees 6:00 am… next Tuesday, books one, and both mailboxes hold an
// invite whose DTSTART is that instant in UTC. Then the same booking without JavaScript, in Spanish,
// and the pages through axe.

let visitors = 0
/** A visitor of their own: another client address (rate limits), another zone. */
async function visitor(browser: Browser, options: { timezoneId: string; javaScriptEnabled?: boolean }) {
	visitors += 1
	const context = await browser.newContext({
		...options,
		extraHTTPHeaders: { 'X-Forwarded-For': `203.0.${(process.pid % 250) + 1}.${(visitors % 250) + 1}` },
	})
	return { context, page: await context.newPage() }
}

/** The text/calendar parts of a (decoded) message: base64 parts decoded, quoted-printable as is. */
function calendarParts(mail: string): string {
	const parts = mail.split(/\r?\n--/).filter((part) => /Content-Type: text\/calendar/i.test(part))
	return parts
		.map((part) => {
			const [head, ...body] = part.split(/\r?\n\r?\n/)
			const text = body.join('\n\n')
			return /Content-Transfer-Encoding: base64/i.test(head)
				? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')
				: text
		})
		.join('\n')
}

/** 2026-12-01T14:00:00.000Z → DTSTART:20261201T140000Z (RFC 5545, UTC). */
const dtstart = (iso: string) => `DTSTART:${iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`

async function bookFirstTime(page: Page, labels: Record<string, string>, email: string): Promise<string> {
	const first = page.getByRole('radio').first()
	const start = (await first.getAttribute('value')) ?? ''
	await first.check()
	await page.getByLabel(labels.name).fill('Sam Reed')
	await page.getByLabel(labels.email).fill(email)
	await page.getByLabel(labels.phone).fill('555-201-3344')
	await page.getByLabel(labels.robot).check()
	await page.getByRole('button', { name: labels.submit }).click()
	return start
}

test('a provider opens Tuesday mornings in the modal; a visitor in Los Angeles books 6:00 am and both get the invite', async ({
	page,
	browser,
}) => {
	test.setTimeout(90_000)
	const provider = await createProvider(page.request)
	await page.goto(provider.path)
	await page.getByRole('link', { name: 'Free consultation' }).click()
	const dialog = page.getByRole('dialog', { name: 'Free consultation' })
	await dialog.getByLabel('Offer free consultation calls').check()
	await dialog.getByRole('radio', { name: '15 minutes' }).check()
	await dialog.getByRole('radio', { name: 'Phone' }).check()
	await dialog.getByLabel('Time zone').fill('America/New_York')
	await dialog.getByLabel('Day 1').selectOption('tue')
	await dialog.locator('[data-window-row="0"]').getByLabel('From').fill('09:00')
	await dialog.locator('[data-window-row="0"]').getByLabel('To').fill('11:00')
	await expect(dialog.getByLabel('Notice (hours)')).toHaveValue('24')
	await dialog.getByRole('button', { name: 'Save' }).click()
	await expect(dialog).toBeHidden()

	const west = await visitor(browser, { timezoneId: 'America/Los_Angeles' })
	await west.page.goto(provider.path)
	await west.page.getByRole('link', { name: 'Book a free 15-minute call' }).click()
	// The page asks once for the browser's zone.
	await expect(west.page).toHaveURL(/\/book\?tz=America%2FLos_Angeles$/)
	await expect(west.page.getByText('Times are shown in Pacific Time.')).toBeVisible()
	const firstDay = west.page.locator('fieldset fieldset').first()
	await expect(firstDay.locator('legend')).toHaveText(/^Tuesday \d{1,2} [A-Z][a-z]+$/)
	await expect(firstDay.getByRole('radio')).toHaveCount(8)
	await expect(firstDay.getByRole('radio').first()).toHaveAccessibleName('6:00 am')
	const email = `booker-${Date.now()}-${process.pid}@example.test`
	const start = await bookFirstTime(
		west.page,
		{
			name: 'Your name',
			email: 'Your e-mail',
			phone: 'Phone',
			robot: 'I am not a robot',
			submit: 'Book the call',
		},
		email,
	)
	await expect(west.page.getByRole('heading', { level: 1, name: 'Your call is booked' })).toBeVisible()
	await expect(west.page.getByText(/^When: Tuesday \d{1,2} [A-Z][a-z]+, 6:00 am Pacific\.$/)).toBeVisible()
	const invite = await west.page.request.get(
		(await west.page
			.getByRole('link', { name: 'Download the calendar invite (.ics)' })
			.getAttribute('href')) ?? '',
	)
	expect(invite.headers()['content-type']).toBe('text/calendar; charset=utf-8')
	expect(await invite.text()).toContain(dtstart(start))
	// The instant is 9:00 in New York (14:00 UTC in winter, 13:00 in summer), at least 24 hours away.
	const newYork = new Intl.DateTimeFormat('en-US', {
		timeZone: 'America/New_York',
		weekday: 'short',
		hour: 'numeric',
		minute: '2-digit',
		hourCycle: 'h23',
	}).format(new Date(start))
	expect(newYork).toBe('Tue 09:00')
	expect(new Date(start).getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000 - 60_000)
	const hasInvite = (m: string) =>
		/METHOD:REQUEST/.test(calendarParts(m)) && calendarParts(m).includes(dtstart(start))
	await waitForMail(email, hasInvite)
	await waitForMail(provider.email, hasInvite)
	await west.context.close()

	// The owner sees the call, with the person's details.
	await page.goto(provider.path)
	const upcoming = page.locator('[data-upcoming-calls]')
	await expect(upcoming).toContainText('Sam Reed')
	await expect(upcoming).toContainText(email)
})

test('without JavaScript, in Spanish: the zone picker, the form’s messages, the booking and axe on its pages', async ({
	page,
	browser,
}) => {
	test.setTimeout(120_000)
	const provider = await createProvider(page.request)
	const every = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
		day,
		from: '09:00',
		to: '17:00',
	}))
	const saved = await page.request.post('/api/user', {
		headers: SAME_ORIGIN,
		data: {
			consultation: {
				enabled: true,
				minutes: 20,
				by: 'phone',
				time_zone: 'America/New_York',
				windows: every,
			},
		},
	})
	expect(saved.status(), await saved.text()).toBe(200)

	const noJs = await visitor(browser, { timezoneId: 'Europe/Madrid', javaScriptEnabled: false })
	const book = `/es${provider.path}/book`
	await noJs.page.goto(book)
	await expect(
		noJs.page.getByRole('heading', {
			level: 1,
			name: `Reserve una llamada gratuita de 20 minutos con ${provider.name}`,
		}),
	).toBeVisible()
	await expect(noJs.page.getByText('Las horas se muestran en hora oriental.')).toBeVisible()
	await noJs.page.getByLabel('Zona horaria').selectOption('America/Los_Angeles')
	await noJs.page.getByRole('button', { name: 'Mostrar horas' }).click()
	await expect(noJs.page).toHaveURL(`${ORIGIN}${book}?tz=America%2FLos_Angeles`)
	await expect(noJs.page.getByText('Las horas se muestran en hora del Pacífico.')).toBeVisible()

	// Nothing chosen: each field says what is missing.
	await noJs.page.getByRole('button', { name: 'Reservar la llamada' }).click()
	await expect(noJs.page.getByText('Elija una hora, por favor.')).toBeVisible()
	await expect(noJs.page.getByLabel('No soy un robot')).toHaveAccessibleDescription(/casilla/)
	const email = `reserva-${Date.now()}-${process.pid}@example.test`
	const start = await bookFirstTime(
		noJs.page,
		{
			name: 'Su nombre',
			email: 'Su correo electrónico',
			phone: 'Teléfono',
			robot: 'No soy un robot',
			submit: 'Reservar la llamada',
		},
		email,
	)
	await expect(noJs.page.getByRole('heading', { level: 1, name: 'Su llamada está reservada' })).toBeVisible()
	await expect(noJs.page.getByText(/^Cuándo: .+ \(hora del Pacífico\)\.$/)).toBeVisible()
	const confirmation = noJs.page.url()
	await waitForMail(email, (m) => calendarParts(m).includes(dtstart(start)))
	await noJs.context.close()

	// axe runs in the page: the same pages with JavaScript (the zone then is the browser's).
	const checked = await browser.newContext({ bypassCSP: true, timezoneId: 'America/Chicago' })
	const axePage = await checked.newPage()
	await axePage.goto(book)
	await expect(axePage).toHaveURL(/tz=America%2FChicago/)
	await expectAccessibleAtBothWidths(axePage, 'the Spanish booking page')
	await axePage.goto(confirmation)
	await expectAccessibleAtBothWidths(axePage, 'the Spanish confirmation')
	await axePage.goto(provider.path.replace('/therapist', '/es/therapist'))
	await expect(
		axePage.getByRole('link', { name: 'Reserve una llamada gratuita de 20 minutos' }),
	).toBeVisible()
	await checked.close()
})
