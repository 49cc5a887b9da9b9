import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { SAME_ORIGIN } from './support/fixtures'

// The photo pipeline end to end (signed targets, multipart upload to the returned url, processing,
// serving, commit) and the Share Profile badge, at phone width, against the production build.

test.use({ viewport: { width: 390, height: 844 } })

type UploadTarget = { url: string; fields: Record<string, string> }

async function signUp(page: Page): Promise<{ email: string; profileUrl: string; id: string }> {
	const email = `e2e-photo-${Date.now()}@example.com`
	await page.goto('/register')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Password', { exact: true }).fill('photo-password-1')
	await page.getByLabel('I agree to the').check()
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Sign Up' }).click()
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
	// The page writes the session mirror in an effect after the redirect: wait for it.
	const stored = () => page.evaluate(() => localStorage.getItem('openroom:session'))
	await expect.poll(stored).not.toBeNull()
	const session = JSON.parse((await stored()) ?? '{}')
	expect(session.id).toMatch(/^[0-9a-f-]{36}$/)
	return { email, profileUrl: page.url(), id: session.id }
}

/** The spec's upload helper, step by step: GET the targets, POST fields + file (last) to each url. */
async function uploadThroughTargets(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
	const targetsResponse = await page.request.get('/uploads/user')
	expect(targetsResponse.status()).toBe(200)
	const targets = (await targetsResponse.json()) as UploadTarget[]
	expect(targets).toHaveLength(1)
	const [target] = targets
	expect(new URL(target.url).pathname).toBe('/uploads/local')
	return page.request.post(target.url, { headers: SAME_ORIGIN, multipart: { ...target.fields, file } })
}

test('a provider uploads a photo: signed targets, WebP renditions, refusals, and the photo on the profile', {
	tag: '@postgres',
}, async ({ page }) => {
	// Logged out: no targets.
	const anonymous = await page.request.get('/uploads/user')
	expect(anonymous.status()).toBe(401)

	const { profileUrl, id } = await signUp(page)

	// A real PNG with an EXIF-carrying JPEG twin: either is accepted.
	const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7aa9a0' } })
		.composite([
			{
				input: await sharp({ create: { width: 240, height: 240, channels: 3, background: '#d94f30' } })
					.png()
					.toBuffer(),
				left: 330,
				top: 180,
			},
		])
		.png()
		.toBuffer()
	const uploaded = await uploadThroughTargets(page, { name: 'me.png', mimeType: 'image/png', buffer: png })
	expect(uploaded.status()).toBe(201)
	const stored = (await uploaded.json()) as { key: string; urls: Record<string, string> }
	expect(stored.key).toMatch(/^photos\/[0-9a-f-]{36}$/)

	// Each rendition is served as a square WebP with a one-year immutable cache.
	for (const size of [96, 256, 512]) {
		const response = await page.request.get(stored.urls[size])
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('image/webp')
		expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
		const meta = await sharp(await response.body()).metadata()
		expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', size, size, undefined])
	}
	expect(
		(await page.request.get('/media/photos/00000000-0000-0000-0000-000000000000-96.webp')).status(),
	).toBe(404)
	expect((await page.request.get('/media/uploads/x')).status()).toBe(404)

	// A PDF renamed to .png is refused by its content.
	const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
	const refused = await uploadThroughTargets(page, { name: 'photo.png', mimeType: 'image/png', buffer: pdf })
	expect(refused.status()).toBe(400)
	expect((await refused.json()).error.message).toBe('Please choose a PNG, JPEG or WebP image.')

	// Over 30 MiB (here 30.5 MiB) reaches the upload check: 413 with the spec's message.
	const big = Buffer.alloc(Math.round(30.5 * 1024 * 1024))
	png.copy(big)
	const tooBig = await uploadThroughTargets(page, { name: 'big.png', mimeType: 'image/png', buffer: big })
	expect(tooBig.status()).toBe(413)
	expect((await tooBig.json()).error.message).toBe('Please choose a file less than 30MB in size.')
	// 31 MiB and more is cut off by the server's body limit before it is read: also 413.
	const huge = Buffer.alloc(31 * 1024 * 1024)
	const cutOff = await uploadThroughTargets(page, { name: 'huge.png', mimeType: 'image/png', buffer: huge })
	expect(cutOff.status()).toBe(413)

	// POST /api/user { photo: true } makes the upload the profile photo.
	const commit = await page.request.post('/api/user', { headers: SAME_ORIGIN, data: { photo: true } })
	expect(commit.status()).toBe(200)
	// The doc carries the photo's URL (512 px rendition).
	expect((await commit.json()).docs[0].photo).toBe(stored.urls['512'])

	// Onboard through the API, then the owner's profile shows the photo with its srcset.
	const named = await page.request.post('/api/user', {
		headers: SAME_ORIGIN,
		data: { first_name: 'Photo', last_name: 'Tester' },
	})
	expect(named.status()).toBe(200)
	expect(
		(await page.request.post('/api/user', { headers: SAME_ORIGIN, data: { id, onboarded: true } })).status(),
	).toBe(200)
	await page.goto(profileUrl)
	const photo = page.locator(`img[src^="/media/${stored.key}-"]`).first()
	await expect(photo).toBeVisible()
	await expect(photo).toHaveAttribute(
		'srcset',
		new RegExp(`${stored.key}-96\\.webp 96w.*${stored.key}-512\\.webp 512w`),
	)
	expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('Share Profile: size and theme, a live badge preview, the snippet and Copied! for 1.5 s', async ({
	page,
	context,
}) => {
	const { profileUrl, id } = await signUp(page)
	expect(
		(
			await page.request.post('/api/user', {
				headers: SAME_ORIGIN,
				data: { first_name: 'Share', last_name: 'Tester' },
			})
		).ok(),
	).toBe(true)
	expect(
		(await page.request.post('/api/user', { headers: SAME_ORIGIN, data: { id, onboarded: true } })).ok(),
	).toBe(true)
	await page.goto(profileUrl)
	// Named now, the profile's canonical URL carries the name.
	await expect(page).toHaveURL(/\/therapist\/share-tester\/\d+$/)
	const canonicalUrl = page.url()
	await page.getByRole('link', { name: 'Share Profile' }).click()

	const dialog = page.getByRole('dialog', { name: 'Share Profile' })
	await expect(dialog).toBeVisible()
	// The server renders the dialog open with Close as a link; once hydrated, Close is a button. A
	// choice clicked before that is undone when the page hydrates (CI saw Large unchecked once).
	await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
	const short_id = new URL(profileUrl).pathname.split('/').pop()
	const preview = dialog.getByRole('img', { name: /Badge preview/ })
	await expect(preview).toHaveAttribute('src', new RegExp(`/badge/${short_id}\\?size=small&theme=light$`))

	await dialog.getByRole('group', { name: 'Size' }).getByText('Large').click()
	await dialog.getByRole('group', { name: 'Theme' }).getByText('Dark').click()
	await expect(dialog.getByRole('radio', { name: 'Large' })).toBeChecked()
	await expect(preview).toHaveAttribute('src', new RegExp(`/badge/${short_id}\\?size=large&theme=dark$`))
	await expect
		.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
		.toBe(300)

	const code = dialog.getByLabel('HTML code')
	await expect(code).toHaveValue(
		new RegExp(
			`^<a href="${canonicalUrl.replace(/[.?]/g, '\\$&')}" target="_blank" rel="noopener"><img src="http://[^"]+/badge/${short_id}\\?size=large&amp;theme=dark" alt="Share Tester on Openroom" width="300" height="88"></a>$`,
		),
	)
	await expect(dialog.getByLabel('Profile link')).toHaveValue(canonicalUrl)
	await page.screenshot({ path: test.info().outputPath('share-profile-390.png') })

	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await dialog.getByRole('button', { name: 'Copy', exact: true }).click()
	await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue())
	// Back to 'Copy' after 1.5 s (and not before 1 s).
	await page.waitForTimeout(1000)
	await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
	await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 1500 })

	// The badge itself, as another site would load it: generic until the profile is live
	// (this one is neither verified nor filled out), so it says nothing about its owner yet.
	const badge = await page.request.get(`/badge/${short_id}?size=large&theme=dark`)
	expect(badge.headers()['content-type']).toBe('image/svg+xml')
	expect(badge.headers()['cache-control']).toBe('public, max-age=86400')
	const svg = await badge.text()
	expect(svg).toContain('<title id="badge-title">Find me on Openroom</title>')
	expect(svg).not.toContain('Share Tester')

	await dialog.getByRole('button', { name: 'Close' }).click()
	await expect(dialog).toBeHidden()
})

test('Share Profile opens from a listing page too, and Back closes it', async ({ page }) => {
	await signUp(page)
	// The desktop header, where Share Profile sits in the bar.
	await page.setViewportSize({ width: 1280, height: 800 })
	await page.goto('/therapists/california')
	// The header's buttons open their dialogs once the page is hydrated; a click before does nothing.
	await page.waitForLoadState('networkidle')
	await page.getByRole('button', { name: 'Share Profile' }).click()
	const dialog = page.getByRole('dialog', { name: 'Share Profile' })
	await expect(dialog).toBeVisible()
	await expect(page).toHaveURL(/\/therapists\/california\?dialog=share$/)
	await page.goBack()
	await expect(dialog).toBeHidden()
	await expect(page).toHaveURL(/\/therapists\/california$/)
})
