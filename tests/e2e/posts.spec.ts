import { expect, test } from '@playwright/test'

const POSTS = [
	['why-i-became-a-therapist', 'Why I Became a Therapist'],
	['advice-for-starting-therapy', 'Advice for Starting Therapy'],
	['what-are-therapists-like', 'What Are Therapists Like?'],
	['what-is-therapy-like', 'What Is Therapy Like?'],
	['how-can-teletherapy-work', 'How Can Teletherapy Work?'],
	['anxiety', 'Anxiety'],
	['depression', 'Depression'],
	['cognitive-behavioral-cbt', 'Cognitive Behavioral (CBT)'],
	['trauma-and-ptsd', 'Trauma and PTSD'],
] as const

const TIP = 'Providers need to be licensed in your state to see you.'

for (const [slug, title] of POSTS) {
	test(`/posts/${slug} shows therapists' answers`, async ({ page }) => {
		await page.goto(`/posts/${slug}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
		await expect(page.getByText(TIP)).toBeVisible()
		const answers = page.locator('article')
		await expect(answers.first()).toBeVisible()
		// Every answer names its author and links to the profile.
		await expect(answers.first().getByRole('link', { name: /^View Profile of / })).toHaveAttribute(
			'href',
			/^\/therapist\//,
		)
	})
}

test('picking a state narrows the answers to therapists licensed there', async ({ page }) => {
	await page.goto('/posts/depression')
	const count = page.getByTestId('answer-count')
	const all = Number.parseInt((await count.textContent()) ?? '0', 10)
	expect(all).toBeGreaterThan(0)
	await page.getByLabel('Your state').selectOption({ label: 'California' })
	await expect(page).toHaveURL(/\/posts\/depression\?state=california$/)
	await expect(page.getByRole('heading', { name: 'Answers from therapists in California' })).toBeVisible()
	await expect(page.getByText(TIP)).toBeHidden()
	const inState = Number.parseInt((await count.textContent()) ?? '0', 10)
	expect(inState).toBeGreaterThan(0)
	expect(inState).toBeLessThan(all)

	// A state nobody in the answers is licensed in, if any, shows the empty state instead.
	await page.goto('/posts/depression?state=wyoming')
	const empty = page.getByText('No posts yet.')
	if ((await page.locator('article').count()) === 0) await expect(empty).toBeVisible()

	// The state lives in the URL, so the form also works without JavaScript.
	await page.goto('/posts/depression?state=texas')
	await expect(page.getByLabel('Your state')).toHaveValue('texas')
})

test('an unknown post lands on the home page', async ({ page }) => {
	await page.goto('/posts/unknown')
	await expect(page).toHaveURL(/\/$/)
})
