import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { liveProvider } from './support/live-provider'

// Ask Therapists, writing (docs/product.md#answers): a provider on a phone picks a question,
// writes, edits and deletes a text answer, and records video and audio answers that visitors play.
test.use({ viewport: { width: 390, height: 844 } })

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
	// Opening a question writes nothing: the editor is on the question until the first save.
	await expect(page).toHaveURL(/[?&]edit=answer&question=\d+/)
	return editor
}

/** The owner's answers, unfinished ones included, as GET /api/response gives them to the owner. */
async function ownAnswers(page: Page): Promise<unknown[]> {
	const author_id = await page.locator('[data-provider-id]').first().getAttribute('data-provider-id')
	expect(author_id).toBeTruthy()
	const response = await page.request.get(`/api/response?author_id=${author_id}&is_deleted=false`)
	expect(response.status()).toBe(200)
	return ((await response.json()) as { docs: unknown[] }).docs
}

test('opening a question and closing it leaves nothing on the profile', async ({ page }) => {
	await liveProvider(page, 'Quinn', 'Harper')
	await expect(page.getByText('No posts yet.')).toBeVisible()
	const editor = await pickQuestion(page, 'first session', /first session/i)
	await editor.getByRole('button', { name: /^Write/ }).click()
	await expect(editor.getByLabel('Your answer')).toBeVisible()
	await editor.getByRole('button', { name: 'Close' }).first().click()
	await expect(editor).toBeHidden()
	await expect(page).not.toHaveURL(/edit=/)
	// The owner's view and the API: no draft, and the picker marks nothing answered.
	await page.reload()
	await expect(page.getByText('No posts yet.')).toBeVisible()
	expect(await ownAnswers(page)).toEqual([])
	await page.getByRole('link', { name: 'Answer a Question' }).click()
	await page.getByRole('searchbox', { name: 'Search questions' }).fill('first session')
	await expect(page.getByRole('button', { name: /first session/i }).first()).toBeVisible()
	await expect(page.getByRole('button', { name: /first session.*Answered/i })).toHaveCount(0)
})

test('a text answer: picked by searching, written, truncated with See More, edited, deleted', {
	tag: '@postgres',
}, async ({ page }) => {
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
	// A new tab starts over at its first 20.
	await expect.poll(() => questions.count()).toBeLessThanOrEqual(20)
	await expect(questions.first()).toBeVisible()
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
		(_, i) =>
			`Paragraph ${i + 1}: we start by talking about what brings you in and what you hope will change.`,
	)
	await box.fill(paragraphs.join('\n'))
	// Closing with unsaved text asks first.
	await editor.getByRole('button', { name: 'Close' }).first().click()
	const confirm = page
		.getByRole('alertdialog', { name: 'Discard changes?' })
		.or(page.getByRole('dialog', { name: 'Discard changes?' }))
	await expect(confirm).toBeVisible()
	await confirm.getByRole('button', { name: 'Keep editing' }).click()
	await expect(box).toHaveValue(/Paragraph 14:/)
	await editor.getByRole('button', { name: 'Save Answer' }).click()
	await expect(editor).toBeHidden()
	await expect(page).not.toHaveURL(/edit=/)

	// Visitors see it with See More past 10 lines.
	const visitor = await page
		.context()
		.browser()
		?.newPage({ viewport: { width: 390, height: 844 } })
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

/** Keeps every stream the page gets from getUserMedia, to check later that each track was stopped. */
async function watchMediaStreams(page: Page) {
	await page.addInitScript(() => {
		const streams: MediaStream[] = []
		;(window as unknown as { __streams: MediaStream[] }).__streams = streams
		const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices)
		navigator.mediaDevices.getUserMedia = async (constraints) => {
			const stream = await original(constraints)
			streams.push(stream)
			return stream
		}
	})
}

async function liveTrackCount(page: Page): Promise<{ total: number; live: number }> {
	return page.evaluate(() => {
		const tracks = (window as unknown as { __streams: MediaStream[] }).__streams.flatMap((s) => s.getTracks())
		return { total: tracks.length, live: tracks.filter((t) => t.readyState === 'live').length }
	})
}

/** Device check → countdown → about 3 seconds of recording → review → save with the upload. */
async function recordAnswer(editor: ReturnType<Page['getByRole']>, seconds = 3) {
	await editor.getByRole('button', { name: 'Start Recording' }).click()
	await expect(editor.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 10_000 })
	await editor.page().waitForTimeout(seconds * 1000)
	await editor.getByRole('button', { name: 'Stop' }).click()
	await expect(editor.getByRole('button', { name: 'Save Answer' })).toBeVisible()
	await editor.getByRole('button', { name: 'Save Answer' }).click()
	await expect(editor.getByRole('button', { name: 'Record Again' })).toBeVisible({ timeout: 30_000 })
}

test('video and audio answers recorded on a phone, captioned, then played and sought by a visitor', async ({
	page,
	browser,
}) => {
	test.setTimeout(180_000)
	await watchMediaStreams(page)
	const profileUrl = await liveProvider(page, 'Sasha', 'Moreno')

	// Video: the question of the /posts/what-is-therapy-like page.
	let editor = await pickQuestion(page, 'therapy like with you', /^What is therapy like with you\?/)
	await editor.getByRole('button', { name: /^Record video/ }).click()
	// Chromium starts its fake camera slowly when the other worker keeps both cores busy.
	await expect(editor.getByLabel('Camera preview')).toBeVisible({ timeout: 30_000 })
	await recordAnswer(editor)
	await editor
		.getByLabel('Transcript')
		.fill('[0:00] Hello, I am Sasha.\n[0:02] Therapy is a conversation with a purpose.')
	await editor.getByRole('button', { name: 'Save Transcript' }).click()
	await expect(editor.getByRole('button', { name: 'Save Transcript' })).toBeDisabled()
	await editor.getByRole('button', { name: 'Done' }).click()
	await expect(editor).toBeHidden()
	expect((await liveTrackCount(page)).live).toBe(0)

	// Audio: the question of /posts/advice-for-starting-therapy.
	editor = await pickQuestion(
		page,
		'advice starting therapy',
		/^What advice would you give someone starting therapy/,
	)
	await editor.getByRole('button', { name: /^Record audio/ }).click()
	await expect(editor.getByRole('meter', { name: 'Microphone level' })).toBeVisible({ timeout: 30_000 })
	await recordAnswer(editor)
	await editor
		.getByLabel('Transcript')
		.fill('Start with what made you reach out this week. The rest we find together.')
	await editor.getByRole('button', { name: 'Save Transcript' }).click()
	await expect(editor.getByRole('button', { name: 'Save Transcript' })).toBeDisabled()
	await editor.getByRole('button', { name: 'Done' }).click()
	expect((await liveTrackCount(page)).live).toBe(0)

	// A question opened and recorded into, but nothing uploaded, has no answer to delete: closing the
	// editor during the recording stops every track first (the camera light goes off) and leaves nothing.
	editor = await pickQuestion(page, 'teletherapy work', /^How can teletherapy work\?/)
	await editor.getByRole('button', { name: /^Record video/ }).click()
	await editor.getByRole('button', { name: 'Start Recording' }).click()
	await expect(editor.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 10_000 })
	expect((await liveTrackCount(page)).live).toBeGreaterThan(0)
	await expect(editor.getByRole('button', { name: 'Delete Post' })).toHaveCount(0)
	await page.keyboard.press('Escape')
	await expect(editor).toBeHidden()
	expect(await liveTrackCount(page)).toMatchObject({ live: 0 })

	// A visitor plays both, turns captions on, and seeks (Range requests answer 206).
	const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } })
	const partial: string[] = []
	visitor.on('response', (r) => {
		if (r.url().includes('/media/answers/') && r.status() === 206) partial.push(r.url())
	})
	await visitor.goto(profileUrl)
	const answers = visitor.getByRole('region', { name: /Answers from Sasha Moreno/ })
	const video = answers.locator('video')
	await expect(video).toHaveCount(1)
	await expect(video).toHaveAttribute('poster', /\/media\/answers\/.+\.webp$/)
	const captions = visitor.waitForResponse((r) => r.url().includes('/captions/') && r.status() === 200)
	await answers.getByRole('button', { name: 'Captions' }).first().click()
	expect((await captions).headers()['content-type']).toContain('text/vtt')
	await expect(answers.getByRole('button', { name: 'Captions' }).first()).toHaveAttribute(
		'aria-pressed',
		'true',
	)
	await video.evaluate(async (v: HTMLVideoElement) => {
		v.muted = true
		await v.play()
		v.currentTime = 1.5
	})
	await expect.poll(() => partial.length).toBeGreaterThan(0)
	await expect
		.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
		.toBeGreaterThan(0)

	// The audio answer: play, then seek with the keyboard on the waveform.
	await answers.getByRole('button', { name: 'Play audio answer' }).click()
	await expect(answers.getByRole('button', { name: 'Pause audio answer' })).toBeVisible()
	await answers.getByRole('slider', { name: 'Seek' }).press('ArrowRight')
	await expect.poll(() => partial.filter((u) => /\.(weba|m4a|webm|mp4)/.test(u)).length).toBeGreaterThan(0)
	await answers.getByRole('button', { name: 'Pause audio answer' }).click()
	await expect(answers.getByText('Transcript').first()).toBeVisible()

	// On the question's page the video answer comes first, and plays and seeks there too.
	partial.length = 0
	await visitor.goto('/posts/what-is-therapy-like')
	const first = visitor.getByRole('article').first()
	await expect(first.getByRole('link', { name: 'Sasha Moreno', exact: true })).toBeVisible()
	const postVideo = first.locator('video')
	await expect(postVideo).toHaveAttribute('src', /\/media\/answers\//)
	await postVideo.evaluate(async (v: HTMLVideoElement) => {
		v.muted = true
		await v.play()
		v.currentTime = 1
	})
	await expect.poll(() => partial.length).toBeGreaterThan(0)
	// The audio answer on its question's page (newest first among the answers that are not video).
	await visitor.goto('/posts/advice-for-starting-therapy')
	// This provider's article, by its profile link (a retry of this test makes a second Sasha Moreno).
	const audioAnswer = visitor
		.getByRole('article')
		.filter({ has: visitor.locator(`a[href="${new URL(profileUrl).pathname}"]`) })
	await audioAnswer.getByRole('button', { name: 'Play audio answer' }).click()
	await expect(audioAnswer.getByRole('button', { name: 'Pause audio answer' })).toBeVisible()
	await audioAnswer.getByRole('button', { name: 'Pause audio answer' }).click()
	await visitor.close()
})

test("'Play' pressed before the player's code has arrived is not lost: it plays once the code is there", async ({
	page,
}) => {
	// The players' code comes after the page starts (app/components/ui/deferred.tsx): hold it back.
	let release = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route(/\/assets\/media-players-[^/]+\.js$/, async (route) => {
		await held
		await route.continue()
	})
	// A demo provider's recorded answer (app/features/demo/demo-audio.server.ts).
	await page.goto('/posts/advice-for-starting-therapy')
	await page.getByRole('button', { name: 'Play audio answer' }).first().click()
	release()
	await expect(page.getByRole('button', { name: 'Pause audio answer' }).first()).toBeVisible()
})
