import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { waitForMail } from './support/mail'

// Ask Therapists, writing (docs/product.md#answers): a provider on a phone picks a question,
// writes, edits and deletes a text answer, and records video and audio answers that visitors play.
test.use({ viewport: { width: 390, height: 844 } })

const PASSWORD = 'answers-password-1'

/** The browser's own fetch, so the session cookie and Origin are the page's. */
async function api(page: Page, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
	return page.evaluate(
		async ({ path, body }) => {
			const response = await fetch(path, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify(body),
			})
			return { status: response.status, json: await response.json() }
		},
		{ path, body },
	)
}

/** A verified, onboarded, live provider in New York, logged in on `page`; returns the profile URL. */
async function liveProvider(page: Page, first: string, last: string): Promise<string> {
	const email = `${first.toLowerCase()}-${Date.now()}@example.com`
	await page.goto('/register')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
	await page.getByLabel('I agree to the').check()
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Sign Up' }).click()
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
	const mail = await waitForMail(email, (m) => m.includes('/verify?id='))
	const link = mail.match(/https?:\/\/[^\s"<>]+\/verify\?id=[0-9a-f-]{36}&token=[A-Za-z0-9_-]+/)?.[0]
	if (!link) throw new Error('no verify link')
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
	const saved = await api(page, '/api/user', {
		first_name: first,
		last_name: last,
		headline: 'Licensed Clinical Social Worker',
		licensed_states: ['NY'],
	})
	expect(saved.status).toBe(200)
	const id = (saved.json as { docs: { id: string }[] }).docs[0].id
	expect((await api(page, '/api/user', { id, onboarded: true, onboarded_letter: true })).status).toBe(200)
	await page.getByRole('link', { name: 'Go to Profile' }).click()
	await expect(page.getByRole('heading', { name: `${first} ${last}`, level: 1 })).toBeVisible()
	return page.url()
}

/** Opens the picker, searches, and picks the first question whose title matches. */
async function pickQuestion(page: Page, search: string, title: RegExp) {
	await page.getByRole('link', { name: 'Answer a Question' }).click()
	const picker = page.getByRole('dialog', { name: 'Pick a Question to Answer' })
	await expect(picker).toBeVisible()
	await expect(page).toHaveURL(/[?&]edit=question/)
	await picker.getByRole('searchbox', { name: 'Search questions' }).fill(search)
	const question = picker.getByRole('button', { name: title }).first()
	await expect(question).toBeVisible()
	await question.click()
	await expect(picker).toBeHidden()
	const editor = page.getByRole('dialog', { name: title })
	await expect(editor).toBeVisible()
	await expect(page).toHaveURL(/[?&]edit=answer&answer=[0-9a-f-]{36}/)
	return editor
}

test('a text answer: picked by searching, written, truncated with See More, edited, deleted', async ({
	page,
}) => {
	test.setTimeout(120_000)
	const profileUrl = await liveProvider(page, 'Rowan', 'Ellis')
	await expect(page.getByText('No posts yet.')).toBeVisible()

	// The picker: tabs, paging with See More, and an empty search.
	await page.getByRole('link', { name: 'Answer a Question' }).click()
	const picker = page.getByRole('dialog', { name: 'Pick a Question to Answer' })
	const questions = picker.getByRole('tabpanel', { name: 'Questions' }).getByRole('listitem')
	await expect(questions).toHaveCount(20)
	await picker.getByRole('button', { name: 'See More' }).click()
	await expect(questions).toHaveCount(40)
	await picker.getByRole('tab', { name: 'Approaches' }).click()
	await expect(picker.getByRole('tab', { name: 'Approaches' })).toHaveAttribute('aria-selected', 'true')
	await expect(questions.first()).toBeVisible()
	expect(await questions.count()).toBeLessThanOrEqual(20)
	await picker.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz nothing like this')
	await expect(picker.getByText('No questions found.')).toBeVisible()
	// Back closes the picker (it pushed a history entry).
	await page.goBack()
	await expect(picker).toBeHidden()

	const editor = await pickQuestion(page, 'first session', /first session/i)
	await editor.getByRole('button', { name: /^Write/ }).click()
	const box = editor.getByLabel('Your answer')
	await expect(box).toBeVisible()
	// Empty text is refused; 7000 characters or more is refused with the counter.
	await editor.getByRole('button', { name: 'Save Answer' }).click()
	await expect(editor.getByText('Field is required')).toBeVisible()
	await box.fill('x'.repeat(7000))
	await expect(editor.getByText('7000 / 7000 characters max')).toBeVisible()
	const paragraphs = Array.from(
		{ length: 14 },
		(_, i) => `Paragraph ${i + 1}: we start by talking about what brings you in and what you hope will change.`,
	)
	await box.fill(paragraphs.join('\n'))
	await editor.getByRole('button', { name: 'Save Answer' }).click()
	await expect(editor).toBeHidden()
	await expect(page).not.toHaveURL(/edit=/)

	// Visitors see it with See More past 10 lines.
	const visitor = await page.context().browser()?.newPage({ viewport: { width: 390, height: 844 } })
	if (!visitor) throw new Error('no browser')
	await visitor.goto(profileUrl)
	const answers = visitor.getByRole('region', { name: /Answers from Rowan Ellis/ })
	await expect(answers.getByText('Paragraph 1:')).toBeVisible()
	await expect(answers.getByText('Paragraph 14:')).toHaveCount(0)
	await answers.getByRole('button', { name: 'See More' }).click()
	await expect(answers.getByText('Paragraph 14:')).toBeVisible()

	// Edit Post: edit mode, save clears it.
	await page.getByRole('link', { name: /^Edit Post/ }).click()
	const edit = page.getByRole('dialog', { name: /first session/i })
	await edit.getByLabel('Your answer').fill('A shorter answer, after some thought.')
	await edit.getByRole('button', { name: 'Save Answer' }).click()
	await expect(edit).toBeHidden()
	await expect(page.getByText('A shorter answer, after some thought.')).toBeVisible()
	await visitor.reload()
	await expect(answers.getByText('A shorter answer, after some thought.')).toBeVisible()

	// The picker marks it answered; picking it again opens the same answer.
	await page.getByRole('link', { name: 'Answer a Question' }).click()
	await page.getByRole('searchbox', { name: 'Search questions' }).fill('first session')
	await expect(page.getByRole('button', { name: /first session.*Answered/i }).first()).toBeVisible()
	await page.goBack()

	// Delete Post: gone from the profile and for visitors at once.
	await page.getByRole('button', { name: 'Delete Post' }).click()
	await page.getByRole('button', { name: 'Delete', exact: true }).click()
	await expect(page.getByText('No posts yet.')).toBeVisible()
	await visitor.reload()
	await expect(answers.getByText('No posts yet.')).toBeVisible()
	await visitor.close()
})
