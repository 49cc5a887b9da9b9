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
const CONTENT_TWINS: { path: string; title: string; description: RegExp; heading: RegExp }[] = [
	{
		path: '/es/tests/depression',
		title: 'Prueba de depresión (PHQ-9) | Openroom',
		description: /^Haga gratis la prueba de depresión PHQ-9/,
		heading: /^Prueba de depresión$/,
	},
	{
		path: '/es/tests/anxiety',
		title: 'Prueba de ansiedad (GAD-7) | Openroom',
		description: /^Haga gratis la prueba de ansiedad GAD-7/,
		heading: /^Prueba de ansiedad$/,
	},
	{
		path: '/es/posts/anxiety',
		title: 'Ansiedad: responden terapeutas | Openroom',
		description: /^La ansiedad es común y tiene tratamiento\./,
		heading: /^Ansiedad$/,
	},
	{
		path: '/es/learn/anxiety',
		title: 'Sobre la ansiedad: señales, qué ayuda y cuándo buscar ayuda | Openroom',
		description: /^La ansiedad en palabras sencillas/,
		heading: /^Sobre la ansiedad$/,
	},
	{
		path: '/es/for-providers',
		title: 'Para profesionales: publique su consulta gratis | Openroom',
		description: /^Los terapeutas aparecen gratis en Openroom/,
		heading: /^Publique su consulta gratis$/,
	},
	{
		path: '/es/legal/privacy-policy',
		title: 'Política de privacidad | Openroom',
		description: /^Qué recopila Openroom/,
		heading: /^Política de privacidad$/,
	},
	{
		path: '/es/legal/terms-of-use',
		title: 'Condiciones de uso | Openroom',
		description: /^Las condiciones para usar Openroom/,
		heading: /^Condiciones de uso$/,
	},
	{
		path: '/es/legal/user-guidelines',
		title: 'Normas para usuarios | Openroom',
		description: /^Cómo mantienen los profesionales/,
		heading: /^Normas para usuarios$/,
	},
]

test('the self-tests, posts, explainers, for-providers and legal pages in Spanish, with hreflang pairs', async ({
	page,
}) => {
	for (const twin of CONTENT_TWINS) {
		const response = await page.goto(twin.path)
		expect(response?.status(), twin.path).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		await expect(page).toHaveTitle(twin.title)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', twin.description)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(twin.heading)
		const english = twin.path.replace(/^\/es/, '')
		const href = async (lang: string) =>
			new URL((await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')) ?? '')
				.pathname
		expect(await href('es'), twin.path).toBe(twin.path)
		expect(await href('en'), twin.path).toBe(english)
		expect(await href('x-default'), twin.path).toBe(english)
		for (const english of [
			'See Results',
			'View Profile',
			'Find Therapists by State',
			'On this page',
			'Get Started',
		])
			await expect(page.getByText(english, { exact: true }), `${twin.path}: ${english}`).toHaveCount(0)
	}
	// A post's answers: the therapists' words stay as written, the availability line is Spanish.
	await page.goto('/es/posts/anxiety')
	await expect(page.getByText(/Disponibilidad confirmada/).first()).toBeVisible()
	await expect(page.getByText(/Availability confirmed/)).toHaveCount(0)
	// A legal page is marked as a translation; the English text governs.
	await page.goto('/es/legal/terms-of-use')
	await expect(page.getByText('Esta es una traducción.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'léalo en inglés' })).toHaveAttribute(
		'href',
		'/legal/terms-of-use',
	)
	// Provider pages stay English, and the Spanish page says so.
	await page.goto('/es/for-providers')
	await expect(
		page.getByRole('main').getByRole('link', { name: 'Inscribirse (en inglés)' }).first(),
	).toHaveAttribute('href', '/register')
	// An explainer's fact sheet is the agency's English page, marked as such.
	await page.goto('/es/learn/depression')
	await expect(page.getByRole('link', { name: 'Depression', exact: true })).toHaveAttribute('hreflang', 'en')
	await expect(page.getByRole('main')).toContainText(
		'(en inglés), Instituto Nacional de la Salud Mental (NIMH)',
	)
})

test('/es/not-found answers 404 in Spanish', async ({ page }) => {
	const response = await page.goto('/es/not-found')
	expect(response?.status()).toBe(404)
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada.' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
})

const OPCIONES = ['Ningún día', 'Varios días', 'Más de la mitad de los días', 'Casi todos los días']

test('/es/tests/depression: the published US-Spanish PHQ-9, Ver resultados, a Spanish band and the crisis note', async ({
	page,
}) => {
	await page.goto('/es/tests/depression')
	await expect(
		page.getByRole('heading', {
			name: 'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?',
		}),
	).toBeVisible()
	const items = page.getByRole('group', { name: /^\d+\. / })
	await expect(items).toHaveCount(9)
	await expect(items.first()).toHaveAccessibleName('1. Poco interés o placer en hacer cosas')
	await expect(items.nth(8)).toHaveAccessibleName(
		'9. Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
	)
	for (let i = 0; i < 9; i++)
		for (const option of OPCIONES)
			await expect(items.nth(i).getByRole('radio', { name: option, exact: true })).toHaveCount(1)

	const verResultados = page.getByRole('button', { name: 'Ver resultados' })
	await expect(verResultados).toBeDisabled()
	await expect(verResultados).toHaveAccessibleDescription(/Responda todas las preguntas/)

	// 0+1+0+0+0+0+0+0+1 = 2: 'Ninguna o mínima', but item 9 is 'Varios días'.
	const answers = [0, 1, 0, 0, 0, 0, 0, 0, 1]
	for (const [i, value] of answers.entries()) {
		if (i === 8) await expect(verResultados).toBeDisabled()
		await items.nth(i).getByRole('radio', { name: OPCIONES[value], exact: true }).check()
	}
	const crisis = page.getByRole('region', { name: 'Si está pensando en hacerse daño, hay ayuda ahora mismo' })
	await expect(crisis).toBeVisible()
	await expect(verResultados).toBeEnabled()
	await verResultados.click()

	const results = page.getByRole('region', { name: 'Sus resultados' })
	await expect(results.getByRole('heading', { name: 'Sus resultados' })).toBeFocused()
	await expect(results.locator('p', { hasText: /de \d+$/ })).toHaveText(/^Su puntuación\s*2\s*de 27$/)
	await expect(results.locator('[aria-current="true"]')).toHaveText(
		/^Ninguna o mínima \(su resultado\)\s*0–4$/,
	)
	await expect(results.getByText('Sus respuestas indican pocos o ningún síntoma de depresión')).toBeVisible()
	await expect(crisis).toBeVisible()
	await expect(crisis).toContainText(
		'Si está en peligro, llame al 911. Llame al 988 y oprima 2, o envíe AYUDA por mensaje de texto al 988, para hablar con alguien en español ahora mismo',
	)
	await expect(crisis.getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911')
	await expect(crisis.getByRole('link', { name: 'Llamar al 988' })).toHaveAttribute('href', 'tel:988')
	await expect(crisis.getByRole('link', { name: 'Enviar AYUDA al 988' })).toHaveAttribute(
		'href',
		'sms:988?body=AYUDA',
	)
	await expect(crisis.getByRole('link', { name: 'Chatear en español' })).toHaveAttribute(
		'href',
		'https://988lineadevida.org/',
	)
	await expect(results.getByLabel('Buscar terapeutas por estado')).toBeVisible()
	await expect(results.getByText('que tratan la depresión')).toBeVisible()

	// A severe score with item 9 at zero: 'Grave', and no crisis note.
	await results.getByRole('button', { name: 'Borrar mis respuestas' }).click()
	for (const [i, value] of [3, 3, 3, 3, 3, 3, 3, 2, 0].entries())
		await items.nth(i).getByRole('radio', { name: OPCIONES[value], exact: true }).check()
	await page.getByRole('button', { name: 'Ver resultados' }).click()
	await expect(page.locator('[aria-current="true"]')).toHaveText(/^Grave \(su resultado\)\s*20–27$/)
	await expect(page.getByRole('region', { name: /hay ayuda ahora mismo/ })).toHaveCount(0)
})

/** The English UI strings a Spanish page never shows (issue 29). */
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
