import { expect, type Page, type Request, test } from '@playwright/test'

const OPTIONS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'] as const

const GAD7 = [
	'Feeling nervous, anxious, or on edge',
	'Not being able to stop or control worrying',
	'Worrying too much about different things',
	'Trouble relaxing',
	'Being so restless that it is hard to sit still',
	'Becoming easily annoyed or irritable',
	'Feeling afraid, as if something awful might happen',
]

const PHQ9 = [
	'Little interest or pleasure in doing things',
	'Feeling down, depressed, or hopeless',
	'Trouble falling or staying asleep, or sleeping too much',
	'Feeling tired or having little energy',
	'Poor appetite or overeating',
	'Feeling bad about yourself',
	'Trouble concentrating on things',
	'Moving or speaking so slowly',
	'Thoughts that you would be better off dead or of hurting yourself in some way',
]

function scoreLine(page: Page) {
	return page.getByRole('region', { name: 'Your results' }).locator('p', { hasText: /out of \d+$/ })
}

function question(page: Page, text: string) {
	return page.getByRole('group', {
		name: new RegExp(`^\\d+\\. ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
	})
}

async function answer(page: Page, texts: readonly string[], values: readonly number[]) {
	for (const [i, value] of values.entries()) {
		await question(page, texts[i]).getByRole('radio', { name: OPTIONS[value], exact: true }).check()
	}
}

/** Records every request the page sends from now on, so we can prove answers never leave the browser. */
function recordRequests(page: Page): Request[] {
	const requests: Request[] = []
	page.on('request', (r) => requests.push(r))
	return requests
}

const STATIC_ASSET = /\.(js|mjs|css|png|jpe?g|webp|svg|ico|woff2?)$/

/**
 * React Router's route discovery (GET /__manifest?paths=…&version=…) asks for the routes of the links
 * on the page, whenever it gets to them: the site's own paths, never an answer.
 */
function isRouteDiscovery(url: URL): boolean {
	return url.pathname === '/__manifest' && [...url.searchParams.keys()].sort().join(',') === 'paths,version'
}

function expectNoAnswersSent(all: Request[], origin: string) {
	const requests = all.filter((r) => !isRouteDiscovery(new URL(r.url())))
	for (const r of all.filter((r) => isRouteDiscovery(new URL(r.url())))) {
		const paths = new URL(r.url()).searchParams.get('paths')?.split(',') ?? []
		expect(
			paths.filter((p) => !/^\/[a-z0-9/-]*$/.test(p)),
			r.url(),
		).toEqual([])
	}
	for (const r of requests) {
		const url = new URL(r.url())
		expect(url.origin, r.url()).toBe(origin)
		expect(r.method(), r.url()).toBe('GET')
		expect(r.postData(), r.url()).toBeNull()
		expect(url.search, r.url()).toBe('')
	}
	// Scoring is client-side: apart from static assets, nothing at all is fetched while answering.
	expect(requests.map((r) => r.url()).filter((u) => !STATIC_ASSET.test(new URL(u).pathname))).toEqual([])
}

test('anxiety quiz: header, disabled See Results, a Moderate result, nothing sent, retake', async ({
	page,
	baseURL,
}) => {
	await page.goto('/tests/anxiety')
	await expect(page).toHaveTitle('Anxiety Test (GAD-7) | Openroom')
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tests\/anxiety$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Anxiety Test' })).toBeVisible()
	await expect(page.getByText('7 questions')).toBeVisible()
	await expect(page.getByText('About 2 minutes')).toBeVisible()
	await expect(
		page.getByRole('heading', {
			name: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
		}),
	).toBeVisible()
	await expect(page.getByRole('group', { name: /^\d+\. / })).toHaveCount(7)

	const seeResults = page.getByRole('button', { name: 'See Results' })
	await expect(seeResults).toBeDisabled()
	await expect(seeResults).toHaveAccessibleDescription(/Answer every question to see your results/)

	const requests = recordRequests(page)
	// 2+2+2+2+2+1+1 = 12: Moderate (10-14).
	await answer(page, GAD7.slice(0, 6), [2, 2, 2, 2, 2, 1])
	await expect(seeResults).toBeDisabled()
	await expect(page.getByText('6 of 7 answered')).toBeVisible()
	await answer(page, GAD7.slice(6), [1])
	await expect(seeResults).toBeEnabled()
	await seeResults.click()

	const results = page.getByRole('region', { name: 'Your results' })
	await expect(results.getByRole('heading', { name: 'Your results' })).toBeFocused()
	await expect(scoreLine(page)).toHaveText(/^Your score\s*12\s*out of 21$/)
	const ranges = results.getByRole('list', { name: 'Score ranges' })
	await expect(ranges.getByRole('listitem')).toHaveText([
		/Minimal\s*0–4/,
		/Mild/,
		/Moderate/,
		/Severe\s*15–21/,
	])
	await expect(ranges.locator('[aria-current="true"]')).toHaveText(/^Moderate \(your result\)\s*10–14$/)
	await expect(results.getByText('Your answers suggest moderate symptoms of anxiety')).toBeVisible()
	await expect(results.getByText('A screening result is not a diagnosis.')).toBeVisible()
	await expect(results.getByText('Talking with a licensed therapist is a good next step')).toBeVisible()
	await expect(results.getByLabel('Find Therapists by State')).toBeVisible()
	await expect(page.getByRole('region', { name: /help is available now/ })).toHaveCount(0)
	await expect(page.getByText(/Developed by Drs\. Robert L\. Spitzer/)).toBeVisible()
	await expect(page).toHaveURL(/\/tests\/anxiety$/)
	expectNoAnswersSent(requests, new URL(baseURL!).origin)

	await results.getByRole('button', { name: 'Clear my answers' }).click()
	await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'See Results' })).toBeDisabled()
	await expect(page.getByText('Field is required')).toHaveCount(0)
})

test('depression quiz: a non-zero item 9 shows the crisis note even with a minimal score', async ({
	page,
	baseURL,
}) => {
	await page.goto('/tests/depression')
	await expect(page).toHaveTitle('Depression Test (PHQ-9) | Openroom')
	await expect(page.getByText('9 questions')).toBeVisible()
	await expect(page.getByText('About 3 minutes')).toBeVisible()
	const requests = recordRequests(page)
	// 0+1+0+0+0+0+0+0+1 = 2: None-Minimal, but item 9 is "Several days".
	await answer(page, PHQ9, [0, 1, 0, 0, 0, 0, 0, 0, 1])
	const crisis = page.getByRole('region', { name: /help is available now/ })
	// At once, under the questions, before any result.
	await expect(crisis).toBeVisible()
	await page.getByRole('button', { name: 'See Results' }).click()

	await expect(crisis).toBeVisible()
	await expect(crisis).toContainText(
		'If you are thinking about suicide or are in crisis, call or text 988 or chat at 988lifeline.org (Suicide & Crisis Lifeline), any time.',
	)
	await expect(crisis.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988')
	await expect(crisis.getByRole('link', { name: 'Chat online' })).toHaveAttribute(
		'href',
		'https://988lifeline.org/chat/',
	)
	await expect(crisis).toContainText('In an emergency, call 911.')
	await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988')
	await expect(crisis.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911')
	await expect(scoreLine(page)).toHaveText(/^Your score\s*2\s*out of 27$/)
	await expect(page.locator('[aria-current="true"]')).toHaveText(/^None-Minimal \(your result\)\s*0–4$/)
	expectNoAnswersSent(requests, new URL(baseURL!).origin)
})

test('depression quiz: a severe score with item 9 at zero has no crisis note', async ({ page }) => {
	await page.goto('/tests/depression')
	// 3×7 + 2 + 0 = 23: Severe (20-27).
	await answer(page, PHQ9, [3, 3, 3, 3, 3, 3, 3, 2, 0])
	await page.getByRole('button', { name: 'See Results' }).click()
	await expect(scoreLine(page)).toHaveText(/^Your score\s*23\s*out of 27$/)
	await expect(page.locator('[aria-current="true"]')).toHaveText(/^Severe \(your result\)\s*20–27$/)
	await expect(page.getByRole('region', { name: /help is available now/ })).toHaveCount(0)
})

test('an unanswered question shows Field is required once passed, and See Results points at it', async ({
	page,
}) => {
	await page.goto('/tests/anxiety')
	await expect(page.getByText('Field is required')).toHaveCount(0)
	// Skipping question 1 to answer question 2 marks question 1 as required.
	await answer(page, GAD7.slice(1, 2), [1])
	const first = question(page, GAD7[0])
	await expect(first).toHaveAccessibleDescription('Field is required')
	await expect(page.getByText('Field is required')).toHaveCount(1)

	// The button is aria-disabled, so it stays focusable: pressing it early flags every open question.
	const seeResults = page.getByRole('button', { name: 'See Results' })
	await seeResults.focus()
	await page.keyboard.press('Enter')
	await expect(page.getByText('Field is required')).toHaveCount(6)
	await expect(first.getByRole('radio', { name: 'Not at all' })).toBeFocused()
	await expect(page.getByRole('region', { name: 'Your results' })).toHaveCount(0)

	await first.getByRole('radio', { name: 'Not at all' }).check()
	await expect(first).not.toHaveAccessibleDescription('Field is required')
	await expect(page.getByText('Field is required')).toHaveCount(5)
})

test('an unknown quiz answers 404', async ({ page }) => {
	const response = await page.goto('/tests/adhd')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the quiz is rendered on the server with every question and no form to submit', async ({ page }) => {
		const response = await page.goto('/tests/depression')
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: 'Depression Test' })).toBeVisible()
		await expect(page.getByRole('group', { name: /^\d+\. / })).toHaveCount(9)
		await expect(page.getByRole('radio')).toHaveCount(36)
		await expect(question(page, PHQ9[8])).toBeVisible()
		await expect(page.locator('main form')).toHaveCount(0)
		// Chromium's script-disabled emulation still parses <noscript> as raw text, so check the markup.
		expect(await response?.text()).toMatch(/<noscript><p[^>]*>Turn on JavaScript to see your score\./)
	})
})

// Issue 43: the self-test's 'Find Therapists' keeps the place the visitor last searched near, ZIP included.
for (const { prefix, button, label } of [
	{ prefix: '', button: 'Find Therapists', label: 'Find Therapists by State' },
	{ prefix: '/es', button: 'Buscar terapeutas', label: 'Buscar terapeutas por estado' },
]) {
	test(`${prefix || '/'}: near 78207, a self-test, then 'Find Therapists' lists near 78207 again`, async ({
		page,
	}) => {
		await page.goto(`${prefix}/therapists/texas?near=78207`)
		await expect(page).toHaveURL(/near=78207/)
		// Remembered once the listing is hydrated.
		await expect
			.poll(() => page.evaluate(() => sessionStorage.getItem('openroom:visitor-near')))
			.toContain('78207')
		await page.goto(`${prefix}/tests/depression`)
		for (const group of await page.getByRole('group', { name: /^\d+\. / }).all())
			await group.getByRole('radio').first().check()
		await page.getByRole('button', { name: prefix ? 'Ver resultados' : 'See Results' }).click()
		await expect(page.getByLabel(label)).toHaveValue('texas')
		await page.getByRole('button', { name: button, exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`${prefix}/therapists/texas/[\\w-]+\\?near=78207$`))
	})
}
