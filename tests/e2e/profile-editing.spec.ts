import { expect, test } from './support/fixtures'
import { verifyLink, waitForMail } from './support/mail'
import { closeSheet, Effort, openSheet, ownProfile, PASSWORD, photoFile } from './support/profile-editing'

// A phone: on phones a select opens as a full-screen sheet, and sign-up must work on a phone too.
// One journey per test, each with a provider of its own; the modals with pickers are in
// profile-editing-pickers.spec.ts.
test.use({ viewport: { width: 390, height: 844 } })

test('sign-up to a live profile on a phone through the checklist; the letter; found in search', async ({
	page,
}) => {
	test.setTimeout(120_000)
	const effort = new Effort()
	const email = `profile-${Date.now()}@example.com`

	// 1. Sign up.
	await page.goto('/register')
	effort.screen('sign up')
	await effort.fill(page.getByLabel('Email', { exact: true }), email)
	await effort.fill(page.getByLabel('Password', { exact: true }), PASSWORD)
	await effort.check(page.getByLabel('I agree to the'))
	await effort.check(page.getByLabel('I am not a robot'))
	await effort.click(page.getByRole('button', { name: 'Sign Up' }))
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
	const profileUrl = page.url()

	// 2. Verify through the e-mailed link (one click in the mail app).
	const mail = await waitForMail(email, (m) => m.includes('/verify?id='))
	effort.clicks += 1
	await page.goto(verifyLink(mail))
	effort.screen('e-mail verified')
	await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
	await effort.click(page.getByRole('link', { name: 'Go to Profile' }))

	// 3. The checklist replaces the profile until onboarded; Next Step waits for the names.
	effort.screen('checklist')
	await expect(page.getByRole('heading', { name: 'Welcome to Openroom' })).toBeVisible()
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
	const next = page.getByRole('button', { name: 'Next Step — Take me to my Profile' })
	await expect(next).toBeDisabled()
	await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
	const nameTask = page.getByRole('link', { name: /Your name and contact/ })
	await expect(nameTask).toContainText('(to do)')

	// Name and contact.
	await effort.click(nameTask)
	effort.screen('Your Profile')
	await expect(page).toHaveURL(/\?edit=profile$/)
	const yourProfile = page.getByRole('dialog', { name: 'Your Profile' })
	await effort.fill(yourProfile.getByLabel('First name'), '  Avery  ')
	await effort.fill(yourProfile.getByLabel('Last name'), 'Quinn')
	await effort.fill(yourProfile.getByLabel('Headline'), 'Licensed Clinical Social Worker')
	await effort.click(yourProfile.getByRole('button', { name: 'Save' }))
	await expect(yourProfile).toBeHidden()
	await expect(page).toHaveURL(
		profileUrl.replace(/\/therapist\/.*/, '/therapist/avery-quinn/') + profileUrl.split('/').pop(),
	)
	await expect(nameTask).toContainText('(done)')
	await expect(next).toBeEnabled()

	// Practicing states: a searchable select that opens full screen on a phone.
	await effort.click(page.getByRole('link', { name: /Your practicing states/ }))
	effort.screen('Practice Details')
	const practice = page.getByRole('dialog', { name: 'Practice Details' })
	const states = await openSheet(practice, page, 'Licensed states', effort)
	effort.screen('state list (full screen)')
	await effort.fill(states.getByRole('searchbox', { name: 'Search Licensed states' }), 'wyo')
	await expect(states.getByRole('checkbox')).toHaveCount(1)
	await effort.check(states.getByLabel('Wyoming'))
	await effort.click(states.getByRole('button', { name: 'Done' }))
	await expect(practice.getByRole('button', { name: 'Remove Wyoming' })).toBeVisible()
	await effort.click(practice.getByRole('button', { name: 'Save' }))
	await expect(practice).toBeHidden()
	await expect(page.getByRole('link', { name: /Your practicing states/ })).toContainText('(done)')

	// Photo (recommended).
	await effort.click(page.getByRole('link', { name: /Your profile photo/ }))
	effort.screen('Your Photo')
	const photo = page.getByRole('dialog', { name: 'Your Photo' })
	effort.fields += 1
	await photo.getByLabel('Choose a photo').setInputFiles(await photoFile())
	await expect(photo.getByRole('img', { name: 'Preview of the file you chose' })).toBeVisible()
	await effort.click(photo.getByRole('button', { name: 'Save Photo' }))
	await expect(photo).toBeHidden({ timeout: 20_000 })
	await expect(page.getByRole('link', { name: /Your profile photo/ })).toContainText('(done)')

	// Next Step: onboarded, and live (verified and filled out).
	await effort.click(next)
	effort.screen('profile')
	await expect(page.getByRole('heading', { name: 'Avery Quinn', level: 1 })).toBeVisible()
	await expect(page.getByText('Your profile is live')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Email Verification' })).toHaveCount(0)
	const avatar = page.getByRole('img', { name: 'Photo of Avery Quinn' })
	await expect(avatar).toHaveAttribute('src', /\.webp$/)
	await expect(avatar).toHaveAttribute('srcset', /96w.*256w.*512w/)

	console.log(
		`sign-up to live profile: ${effort.screens.length} screens (${effort.screens.join(' → ')}), ` +
			`${effort.fields} fields, ${effort.clicks} clicks`,
	)
	expect(effort.screens.length).toBeLessThanOrEqual(9)
	expect(effort.clicks).toBeLessThanOrEqual(16)
	expect(effort.fields).toBeLessThanOrEqual(8)

	// The owner's page: no contact form, no footer, an edit control on every section, and the letter.
	await expect(page.getByRole('link', { name: 'Email the therapist' })).toHaveCount(0)
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
	for (const section of [
		'About',
		'Specialties',
		'Approaches',
		'Costs and Insurance',
		'Client Focuses',
		'Age Groups',
		'Practice Details',
	])
		await expect(page.getByRole('link', { name: `Edit ${section}` })).toBeVisible()
	const letter = page.getByRole('region', { name: 'Welcome, Avery!' })
	await expect(letter).toBeVisible()

	// The letter is dismissed for good.
	await letter.getByRole('button', { name: 'Got it, thanks' }).click()
	await expect(letter).toBeHidden()
	await page.reload()
	await expect(page.getByRole('heading', { name: 'Avery Quinn', level: 1 })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Welcome, Avery!' })).toHaveCount(0)

	// Found in search for its state and specialty, with the WebP photo. The specialty first.
	const ownPath = new URL(page.url()).pathname
	await page.goto(`${ownPath}?edit=specialties`)
	const specialties = page.getByRole('dialog', { name: 'Your Specialties' })
	// The server renders the dialog open with Close as a link; once hydrated, Close is a button.
	await expect(specialties.getByRole('button', { name: 'Close' })).toBeVisible()
	const sheet = await openSheet(specialties, page, 'Top specialties')
	await sheet.getByRole('searchbox').fill('Hoarding')
	await sheet.getByLabel('Hoarding', { exact: true }).check()
	await closeSheet(sheet)
	await specialties.getByRole('button', { name: 'Save' }).click()
	await expect(specialties).toBeHidden()
	await page.goto('/therapists/wyoming/hoarding')
	// This profile's card: the name alone may be another test's Avery Quinn on a retry.
	const card = page
		.getByRole('article')
		.filter({ hasText: 'Avery Quinn' })
		.filter({ has: page.locator(`a[href="${ownPath}"]`) })
	await expect(card).toBeVisible()
	await expect(card.locator('img').first()).toHaveAttribute('src', /\.webp$/)
})

test('Your Profile: the rules inline, then a valid save; Back closes a modal', async ({ page }) => {
	await ownProfile(page)
	// Your Profile: the rules of docs/product.md#validation, inline, in the browser.
	await page.getByRole('link', { name: 'Edit Profile' }).click()
	const profileModal = page.getByRole('dialog', { name: 'Your Profile' })
	await profileModal.getByLabel('First name').fill('')
	await profileModal.getByLabel('Headline').fill('x'.repeat(51))
	await profileModal.getByLabel('Phone').fill('call me')
	await profileModal.getByLabel('Website').fill('not a url')
	await profileModal.getByRole('button', { name: 'Save' }).click()
	await expect(profileModal.getByText('Field is required')).toBeVisible()
	await expect(profileModal.getByText('51 / 50 characters max')).toBeVisible()
	await expect(profileModal.getByText('Please enter a valid phone number.')).toBeVisible()
	await expect(
		profileModal.getByText('Please enter a valid website address, like https://example.com.'),
	).toBeVisible()
	await expect(profileModal.getByLabel('First name')).toBeFocused()
	await profileModal.getByLabel('First name').fill('Avery')
	await profileModal.getByLabel('Headline').fill('Licensed Clinical Social Worker')
	await profileModal.getByLabel('Phone').fill('(307) 555-0142')
	await profileModal.getByLabel('License').fill('LCSW 4432')
	await profileModal.getByLabel('Website').fill('averyquinn.example.com')
	await profileModal.getByLabel('Waitlist for New Clients').check()
	await profileModal.getByRole('button', { name: 'Save' }).click()
	await expect(profileModal).toBeHidden()
	await expect(page.getByText('Waitlist for New Clients')).toBeVisible()
	await expect(page.getByRole('link', { name: 'averyquinn.example.com' })).toBeVisible()

	// Back closes a modal (it pushed a history entry).
	await page.getByRole('link', { name: 'Edit Approaches' }).click()
	await expect(page.getByRole('dialog', { name: 'Your Approaches' })).toBeVisible()
	await page.goBack()
	await expect(page.getByRole('dialog', { name: 'Your Approaches' })).toBeHidden()
	await expect(page).toHaveURL(/\/avery-quinn\/\d+$/)
})

test('About: the over-length message, a failed save shown, then moderation flags and lifts', async ({
	page,
}) => {
	await ownProfile(page)
	// About: the over-length message, then moderation (flag, notice, and lifted once the phrase is gone).
	await page.getByRole('link', { name: 'Edit About' }).click()
	const about = page.getByRole('dialog', { name: 'About' })
	await about.getByLabel('Summary').fill('a'.repeat(5001))
	await expect(about.getByText('5001 / 5000 characters max')).toBeVisible()
	// A failed save is shown in the modal, never swallowed.
	await page.route(
		/\/api\/user(\.data)?$/,
		(route) =>
			route.fulfill({
				status: 503,
				contentType: 'application/json',
				body: JSON.stringify({
					error: { code: 'unavailable', message: 'The service is busy. Please try again.' },
				}),
			}),
		{ times: 1 },
	)
	await about.getByLabel('Summary').fill('Short and sweet.')
	await about.getByRole('button', { name: 'Save' }).click()
	await expect(about.getByRole('alert')).toHaveText('The service is busy. Please try again.')
	await expect(about).toBeVisible()
	await about
		.getByLabel('Summary')
		.fill('I help adults with hoarding and anxiety. Ask about my miracle cure!')
	await about.getByRole('button', { name: 'Save' }).click()
	await expect(about).toBeHidden()
	const flag = page.getByText('Your profile is hidden from search.')
	await expect(flag).toBeVisible()
	await expect(page.getByText('It contains “miracle cure”')).toBeVisible()
	await expect(page.getByRole('link', { name: 'User Guidelines' })).toHaveAttribute(
		'href',
		'/legal/user-guidelines',
	)
	await page.getByRole('link', { name: 'Edit About' }).click()
	await about
		.getByLabel('Summary')
		.fill('I help adults with hoarding and anxiety, in person in Cheyenne and online.')
	await about.getByRole('button', { name: 'Save' }).click()
	await expect(about).toBeHidden()
	await expect(flag).toHaveCount(0)
	await expect(
		page.getByText('I help adults with hoarding and anxiety, in person in Cheyenne and online.'),
	).toBeVisible()
})

test('Your Photo refuses a renamed PDF before sending it; Share Profile opens and closes', async ({
	page,
}) => {
	await ownProfile(page)
	await page.getByRole('link', { name: 'Add Photo' }).click()
	const adding = page.getByRole('dialog', { name: 'Your Photo' })
	await adding.getByLabel('Choose a photo').setInputFiles(await photoFile())
	await adding.getByRole('button', { name: 'Save Photo' }).click()
	await expect(adding).toBeHidden({ timeout: 20_000 })

	// Your Photo: a renamed PDF is refused before anything is sent.
	await page.getByRole('link', { name: 'Edit Photo' }).click()
	const photoModal = page.getByRole('dialog', { name: 'Your Photo' })
	await photoModal.getByLabel('Choose a photo').setInputFiles({
		name: 'me.jpg',
		mimeType: 'image/jpeg',
		buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'),
	})
	await expect(photoModal.getByText('Please choose a PNG, JPEG or WebP image.')).toBeVisible()
	await photoModal.getByRole('button', { name: 'Cancel' }).click()
	await expect(photoModal).toBeHidden()

	// Share Profile: the badge modal.
	await page.getByRole('link', { name: 'Share Profile' }).first().click()
	const share = page.getByRole('dialog', { name: 'Share Profile' })
	await expect(share).toBeVisible()
	await share.getByRole('button', { name: 'Close' }).click()
	await expect(share).toBeHidden()
})

test('Billing: the plans, for a logged-in provider, without the footer', async ({ page }) => {
	await ownProfile(page)
	// Billing: logged in only, footer hidden.
	await page.goto('/billing')
	await expect(page.getByRole('heading', { name: 'Starting Practice' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Growth Package' })).toBeVisible()
	await expect(page.getByText('$30 / month')).toBeVisible()
	await expect(page.getByText('Not accepting new clients', { exact: true })).toBeVisible()
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
})
