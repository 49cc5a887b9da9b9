import { createProvider, uniqueName } from './support/api-provider'
import { expect, test } from './support/fixtures'
import { decodeRaw, type SinkMessage } from './support/mail'

const SINK = `http://localhost:${process.env.E2E_SINK_PORT ?? 3211}/messages`

// Openroom en español (issue 29, docs/product.md#languages): the /es twins, the language link that
// keeps the page and its query, and the offer on English pages for a browser that prefers Spanish.

test('the language link on a filtered listing leads to its Spanish twin and back, remembering the choice', async ({
	page,
}) => {
	await page.goto('/therapists/california?gender=female')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
	await expect(page).toHaveURL(/\/es\/therapists\/california\?gender=female$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('es')

	await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
	await expect(page).toHaveURL(/\/therapists\/california\?gender=female$/)
	await expect(page).not.toHaveURL(/\/es\//)
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en')
})

test('Accept-Language: es on / answers 200 in English with the offer, never a redirect', async ({
	browser,
}) => {
	const context = await browser.newContext({
		locale: 'es-MX',
		extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' },
	})
	const page = await context.newPage()
	const response = await page.goto('/')
	expect(response?.status()).toBe(200)
	expect(response?.request().redirectedFrom()).toBeNull()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	const offer = page.getByRole('link', { name: 'Ver esta página en español' })
	await expect(offer).toHaveAttribute('href', '/es')

	// Having chosen English, the offer is gone.
	await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click()
	await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await expect(page.getByRole('link', { name: 'Ver esta página en español' })).toHaveCount(0)
	await context.close()
})

test('the Spanish twins answer 200 in Spanish with hreflang pairs and the Spanish crisis note', async ({
	page,
}) => {
	for (const path of ['/es', '/es/therapists/california', '/es/tests/depression', '/es/posts/anxiety']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		const english = path.replace(/^\/es/, '') || '/'
		const href = async (lang: string) =>
			new URL((await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')) ?? '')
				.pathname
		expect(await href('es'), path).toBe(path)
		expect(await href('en'), path).toBe(english)
		expect(await href('x-default'), path).toBe(english)
		expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
			path,
		)
		await expect(page.getByRole('contentinfo')).toContainText('Si está en peligro, llame al 911.')
		// The Lifeline's Spanish instructions: press 2 on a call, AYUDA in a text, or chat (docs/product.md#crisis-support).
		await expect(page.getByRole('contentinfo')).toContainText(
			'Llame al 988 y oprima 2, o envíe AYUDA por mensaje de texto al 988',
		)
		await expect(page.getByRole('contentinfo').locator('a[href="sms:988?body=AYUDA"]')).toHaveText('988')
		await expect(
			page.getByRole('contentinfo').getByRole('link', { name: '988lineadevida.org' }),
		).toHaveAttribute('href', 'https://988lineadevida.org/')
	}
	// Provider pages stay English: the Spanish menus link to them as they are.
	await page.goto('/es')
	await expect(
		page.getByRole('contentinfo').getByRole('link', { name: 'Acceso (en inglés)' }),
	).toHaveAttribute('href', '/login')
})

// Part 2 of issue 29: the self-tests, posts, explainers, /es/for-providers, the legal pages and
// /es/not-found, each with lang="es", a Spanish title and description, and hreflang pairs.
const ENGLISH_UI = [
	'Providers Matched',
	'View Profile',
	'Email the therapist',
	'Filters',
	'See Results',
	'Find Therapists by State',
]

test('the Spanish listing and profile: lang, Spanish titles, hreflang pairs, no English UI strings', async ({
	page,
}) => {
	const response = await page.goto('/es/therapists/california')
	expect(response?.status()).toBe(200)
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await expect(page).toHaveTitle(/^Terapeutas en California \|/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terapeutas en California')
	await expect(page.getByRole('status').first()).toContainText(/[\d,]+ terapeutas encontrados/)
	const profile = await page.locator('.result-card h2 a').first().getAttribute('href')
	expect(profile).toMatch(/^\/es\/therapist\/[a-z0-9-]+\/\d+$/)
	const anxiety = await page.goto('/es/therapists/california/anxiety')
	expect(anxiety?.status()).toBe(200)
	await expect(page).toHaveTitle(/^Terapeutas de ansiedad en California \|/)

	for (const path of ['/es/therapists/california', profile as string]) {
		await page.goto(path)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		const english = path.replace(/^\/es/, '')
		const href = async (lang: string) =>
			new URL((await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')) ?? '')
				.pathname
		expect(await href('es'), path).toBe(path)
		expect(await href('en'), path).toBe(english)
		const description = await page.locator('meta[name="description"]').getAttribute('content')
		expect(description, path).toBeTruthy()
		const text = await page.locator('body').innerText()
		for (const s of ENGLISH_UI) expect(text, `${path}: ${s}`).not.toContain(s)
		// And the English twin points back.
		await page.goto(english)
		expect(
			new URL((await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')) ?? '')
				.pathname,
		).toBe(path)
	}
	await page.goto(profile as string)
	await expect(page.getByRole('link', { name: 'Escribir al terapeuta' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Especialidades' })).toBeVisible()
})

test('a Spanish page preloads its messages as a file of their own; a navigation to another kind of page brings its own', async ({
	page,
	request,
}) => {
	const html = await (await request.get('/es/therapists/california')).text()
	const href =
		/<link rel="preload" as="fetch" crossorigin="anonymous" href="(\/page-messages\/[^"]+)"/.exec(
			html,
		)?.[1] ?? ''
	const file = await request.get(href)
	expect(file.headers()['cache-control']).toContain('immutable')
	expect(Object.keys(await file.json())).toEqual(
		expect.arrayContaining(['shell.menu', 'listing.skipResults']),
	)
	// Not in the page itself (docs/decisions/0012-lingui-for-spanish.md, last addendum).
	expect(html).not.toContain('shell.menu')
	// A navigation's data request does carry them; a name that is no catalog is a 404.
	expect(await (await request.get('/es/therapists/california.data')).text()).toContain('shell.menu')
	expect((await request.get('/page-messages/nothing.0123456789ab.json')).status()).toBe(404)

	await page.goto('/es/therapists/california')
	await page.locator('.result-card h2 a').first().click()
	await expect(page).toHaveURL(/\/es\/therapist\//)
	// The profile's own messages came with the navigation: its labels are Spanish, not message ids.
	await expect(page.getByRole('heading', { name: 'Especialidades' })).toBeVisible()
	await expect(page.getByText('Tarifas', { exact: true }).first()).toBeVisible()
	await page.goBack()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terapeutas en California')
	await expect(page.locator('body')).not.toContainText(/\b(shell|listing|profile|labels)\.[a-zA-Z]/)
})

test('a message from a Spanish profile: Spanish validation messages and “Mensaje enviado”; the therapist’s e-mail stays English', async ({
	page,
	request,
}) => {
	const therapist = await createProvider(request, { first_name: 'Lucía', last_name: uniqueName('Rivera') })
	await page.goto(`/es${therapist.path}`)
	await page.getByRole('link', { name: 'Escribir al terapeuta' }).click()
	const dialog = page.getByRole('dialog', { name: 'Escribir al terapeuta' })
	await expect(dialog).toBeVisible()
	const send = dialog.getByRole('button', { name: 'Enviar mensaje' })
	await expect(dialog.getByText('Complete todos los campos y casillas.')).toBeVisible()

	// ASCII, so the e-mail's encoding cannot hide it from the search below.
	const text = `Hola, tiene horario por la tarde? (${Date.now()})`
	await dialog.getByLabel('Nombre').fill('Ana Visitante')
	const email = dialog.getByLabel('Correo electrónico')
	await email.fill('ana@ejemplo')
	await email.blur()
	await expect(email).toHaveAccessibleDescription(/Escriba un correo electrónico válido\./)
	await dialog.getByLabel('Mensaje').fill(text)
	await dialog.getByLabel('No soy un robot').check()
	await email.fill(`ana-${Date.now()}@example.test`)
	await send.click()
	await expect(dialog.getByRole('heading', { name: 'Mensaje enviado' })).toBeVisible()
	const mail = await waitForMail(text)
	expect(mail).toMatch(/^Subject: New message from Ana Visitante via Openroom\r?$/m)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('/es/tests/depression is rendered in Spanish on the server', async ({ page }) => {
		const response = await page.goto('/es/tests/depression')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('group', { name: /^\d+\. / })).toHaveCount(9)
		await expect(page.getByRole('radio', { name: 'Casi todos los días' })).toHaveCount(9)
		await expect(page.getByRole('button', { name: 'Ver resultados' })).toBeDisabled()
		expect(await response?.text()).toMatch(/<noscript><p[^>]*>Active JavaScript para ver su puntuación\./)
	})

	test('a Spanish profile’s form posts to the Spanish page and answers in Spanish', async ({
		page,
		request,
	}) => {
		const therapist = await createProvider(request, { first_name: 'Mateo', last_name: uniqueName('Campos') })
		await page.goto(`/es${therapist.path}?contact=1`)
		const dialog = page.getByRole('dialog', { name: 'Escribir al terapeuta' })
		await expect(dialog).toBeVisible()
		const text = `Buenas tardes (${Date.now()})`
		await dialog.getByLabel('Mensaje').fill(text)
		await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
		await expect(page).toHaveURL(new RegExp(`^[^?]*/es${therapist.path}\\?contact`))
		await expect(dialog.getByLabel('Nombre')).toHaveAccessibleDescription(/Este campo es obligatorio/)

		await dialog.getByLabel('Nombre').fill('Ana Visitante')
		await dialog.getByLabel('Correo electrónico').fill(`ana-nojs-${Date.now()}@example.test`)
		await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
		await expect(
			dialog.getByText('Marque la casilla para confirmar que es una persona.').first(),
		).toBeVisible()
		await dialog.getByLabel('No soy un robot').check()
		await dialog.getByRole('button', { name: 'Enviar mensaje' }).click()
		await expect(dialog.getByRole('heading', { name: 'Mensaje enviado' })).toBeVisible()
		await waitForMail(text)
	})
})

/** Waits for the sink to receive the therapist's e-mail with the visitor's text. */
async function waitForMail(text: string): Promise<string> {
	let found: string | undefined
	await expect
		.poll(
			async () => {
				const messages = (await (await fetch(SINK)).json()) as SinkMessage[]
				found = messages.map((m) => decodeRaw(m.raw)).find((raw) => raw.includes(text))
				return Boolean(found)
			},
			{ timeout: 20_000 },
		)
		.toBe(true)
	return found as string
}
