import { expect, test } from './support/fixtures'

// The Spanish content pages (spanish.spec.ts has the directory's): self-tests, posts, explainers,
// for-providers, legal and the 404, in Spanish with their hreflang pairs.

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
