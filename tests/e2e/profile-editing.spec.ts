import { expect, test } from './support/fixtures'
import { verifyLink, waitForMail } from './support/mail'
import { closeSheet, Effort, openSheet, PASSWORD, photoFile } from './support/profile-editing'

// A phone: on phones a select opens as a full-screen sheet, and sign-up must work on a phone too.
test.use({ viewport: { width: 390, height: 844 } })

test('sign-up to a live profile on a phone, then every modal: valid saves and every rejection', async ({
	page,
}) => {
	test.setTimeout(180_000)
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

	// Specialties: up to 3 top and up to 15 others.
	await page.getByRole('link', { name: 'Edit Specialties' }).click()
	const specialties = page.getByRole('dialog', { name: 'Your Specialties' })
	// At the limit the picker disables the other choices and says why (the schema refuses more too).
	let sheet = await openSheet(specialties, page, 'Top specialties')
	for (const label of ['Hoarding', 'Anxiety', 'Grief']) {
		await sheet.getByRole('searchbox').fill(label)
		await sheet.getByLabel(label, { exact: true }).check()
	}
	await sheet.getByRole('searchbox').fill('Stress')
	await expect(sheet.getByLabel('Stress', { exact: true })).toBeDisabled()
	await expect(sheet.getByText('3 of 3 chosen: remove one to choose another')).toBeVisible()
	await closeSheet(sheet)
	await expect(specialties.getByText('Please choose up to 3 top specialties.')).toHaveCount(0)
	sheet = await openSheet(specialties, page, 'Other specialties')
	const others = sheet.getByRole('checkbox')
	for (let i = 0; i < 15; i += 1) await others.nth(i).check()
	await expect(others.nth(15)).toBeDisabled()
	await expect(sheet.getByText('15 of 15 chosen: remove one to choose another')).toBeVisible()
	await closeSheet(sheet)
	await expect(specialties.getByText('Please choose up to 15 other specialties.')).toHaveCount(0)
	await specialties.getByRole('button', { name: 'Save' }).click()
	await expect(specialties).toBeHidden()
	await expect(page.getByText('Top specialties')).toBeVisible()

	// Approaches: up to 15.
	await page.getByRole('link', { name: 'Edit Approaches' }).click()
	const approaches = page.getByRole('dialog', { name: 'Your Approaches' })
	sheet = await openSheet(approaches, page, 'Approaches')
	for (let i = 0; i < 15; i += 1) await sheet.getByRole('checkbox').nth(i).check()
	await expect(sheet.getByRole('checkbox').nth(15)).toBeDisabled()
	await closeSheet(sheet)
	await expect(approaches.getByText('Please choose up to 15 approaches.')).toHaveCount(0)
	await approaches
		.getByRole('button', { name: /^Remove / })
		.first()
		.click()
	await approaches.getByRole('button', { name: 'Save' }).click()
	await expect(approaches).toBeHidden()
	await expect(page.getByText('No listed approaches.')).toHaveCount(0)

	// Costs and Insurance: required numbers of at most 4 digits, max ≥ min; payments start with the two toggles.
	await page.getByRole('link', { name: 'Edit Costs and Insurance' }).click()
	const costs = page.getByRole('dialog', { name: 'Costs and Insurance' })
	await costs.getByRole('button', { name: 'Save' }).click()
	await expect(costs.getByText('Field is required')).toHaveCount(2)
	await costs.getByLabel('Minimum cost').fill('12.5')
	await costs.getByLabel('Maximum cost').fill('12345')
	await expect(costs.getByText('Please enter a whole number of dollars.')).toBeVisible()
	await expect(costs.getByText('5 / 4 characters max')).toBeVisible()
	await costs.getByLabel('Minimum cost').fill('200')
	await costs.getByLabel('Maximum cost').fill('100')
	await expect(costs.getByText('The maximum cost must be at least the minimum cost.')).toBeVisible()
	await costs.getByLabel('Minimum cost').fill('90')
	await costs.getByLabel('Maximum cost').fill('140')
	const toggles = costs.getByRole('group', { name: /Payment options/ }).getByRole('checkbox')
	await expect(toggles).toHaveCount(2)
	await expect(toggles.nth(0)).toHaveAccessibleName('Out-of-Pocket')
	await expect(toggles.nth(1)).toHaveAccessibleName('Sliding Scale')
	await costs.getByLabel('Sliding Scale').check()
	sheet = await openSheet(costs, page, 'Insurance accepted')
	await sheet.getByRole('searchbox').fill('aet')
	await sheet.getByLabel('Aetna').check()
	await closeSheet(sheet)
	await costs.getByRole('button', { name: 'Save' }).click()
	await expect(costs).toBeHidden()
	await expect(page.getByText('$90 - $140')).toBeVisible()
	await expect(page.getByText('Aetna', { exact: true })).toBeVisible()

	// Identity and Client Focuses.
	await page.getByRole('link', { name: 'Edit Client Focuses' }).click()
	const identity = page.getByRole('dialog', { name: 'Identity and Client Focuses' })
	const pick = (group: string, label: string) =>
		identity.getByRole('group', { name: new RegExp(`^${group}`) }).getByLabel(label, { exact: true })
	const group = (name: string) => identity.getByRole('group', { name: new RegExp(`^${name}`) })
	// At a group's limit the other choices are disabled and the group says why (the schema checks it too).
	await pick('Gender', 'Female').check()
	await expect(pick('Gender', 'Male')).toBeDisabled()
	await expect(pick('Gender', 'Male')).toHaveAccessibleDescription(
		'1 of 1 chosen: remove one to choose another',
	)
	await pick('Gender', 'Transgender').check()
	await expect(group('Gender').getByText('2 of 2 chosen: remove one to choose another')).toBeVisible()
	for (const e of ['Asian', 'Indian', 'White']) await pick('Ethnicity', e).check()
	await expect(group('Ethnicity').getByText('3 of 3 chosen: remove one to choose another')).toBeVisible()
	await expect(pick('Ethnicity', 'Middle Eastern')).toBeDisabled()
	for (const e of ['Indian', 'White']) await pick('Ethnicity', e).uncheck()
	await expect(pick('Ethnicity', 'Middle Eastern')).toBeEnabled()
	await expect(group('Ethnicity').getByText(/chosen/)).toHaveCount(0)
	await pick('Sexuality', 'Straight / Heterosexual').check()
	await pick('Sexuality', 'Bisexual').check()
	await expect(
		identity.getByText('Straight / Heterosexual cannot be combined with other choices.'),
	).toBeVisible()
	await pick('Sexuality', 'Straight / Heterosexual').uncheck()
	await pick('Sexuality', 'Gay or Lesbian').check()
	// Two is the limit, but LGBTQ+ raises it to three.
	await expect(pick('Sexuality', 'Asexual')).toBeDisabled()
	await pick('Sexuality', 'LGBTQ+').check()
	await expect(group('Sexuality').getByText('3 of 3 chosen: remove one to choose another')).toBeVisible()
	for (const f of ['Buddhist', 'Jewish']) await pick('Faith', f).check()
	await expect(pick('Faith', 'Sikh')).toBeDisabled()
	await expect(group('Faith').getByText('2 of 2 chosen: remove one to choose another')).toBeVisible()
	sheet = await openSheet(identity, page, 'Languages')
	for (const language of ['English', 'Spanish', 'French', 'German']) {
		await sheet.getByRole('searchbox').fill(language)
		await sheet.getByLabel(language, { exact: true }).check()
	}
	await sheet.getByRole('searchbox').fill('Italian')
	await expect(sheet.getByLabel('Italian', { exact: true })).toBeDisabled()
	await closeSheet(sheet)
	await expect(identity.getByText('Please choose up to 4 languages.')).toHaveCount(0)
	await pick('Age groups', 'Adult').check()
	await identity.getByRole('button', { name: 'Save' }).click()
	await expect(identity).toBeHidden()
	await expect(page.getByText('Spanish')).toBeVisible()
	await expect(page.getByText('No listed age groups.')).toHaveCount(0)

	// Practice Details: states required and at most 10; address lengths.
	await page.getByRole('link', { name: 'Edit Practice Details' }).click()
	const details = page.getByRole('dialog', { name: 'Practice Details' })
	await details.getByRole('button', { name: 'Remove Wyoming' }).click()
	await expect(details.getByText('Field is required')).toBeVisible()
	sheet = await openSheet(details, page, 'Licensed states')
	for (let i = 0; i < 10; i += 1) await sheet.getByRole('checkbox').nth(i).check()
	await expect(sheet.getByRole('checkbox').nth(10)).toBeDisabled()
	await expect(sheet.getByText('10 of 10 chosen: remove one to choose another')).toBeVisible()
	await closeSheet(sheet)
	await expect(details.getByText('Please choose up to 10 states.')).toHaveCount(0)
	sheet = await openSheet(details, page, 'Licensed states')
	for (let i = 0; i < 10; i += 1) await sheet.getByRole('checkbox').nth(i).uncheck()
	await sheet.getByRole('searchbox').fill('Wyoming')
	await sheet.getByLabel('Wyoming').check()
	await closeSheet(sheet)
	await details.getByLabel('Address line 1').fill('x'.repeat(71))
	await details.getByLabel('City').fill('y'.repeat(51))
	await details.getByLabel('ZIP code').fill('1'.repeat(11))
	await expect(details.getByText('71 / 70 characters max')).toBeVisible()
	await expect(details.getByText('51 / 50 characters max')).toBeVisible()
	await expect(details.getByText('11 / 10 characters max')).toBeVisible()
	await details.getByLabel('Address line 1').fill('1 Capitol Ave')
	await details.getByLabel('City').fill('Cheyenne')
	await details.getByLabel('ZIP code').fill('82001')
	sheet = await openSheet(details, page, 'State')
	await sheet.getByRole('searchbox').fill('wyo')
	// A tap on a single choice picks it and closes the sheet.
	await sheet.getByLabel('Wyoming').click()
	await expect(sheet).toBeHidden()
	await details.getByLabel('Both').check()
	await details.getByRole('button', { name: 'Save' }).click()
	await expect(details).toBeHidden()
	await expect(page.getByText('Cheyenne, WY 82001')).toBeVisible()

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

	// The letter is dismissed for good.
	await letter.getByRole('button', { name: 'Got it, thanks' }).click()
	await expect(letter).toBeHidden()
	await page.reload()
	await expect(page.getByRole('heading', { name: 'Avery Quinn', level: 1 })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Welcome, Avery!' })).toHaveCount(0)

	// Found in search for its state and specialty, with the WebP photo.
	await page.goto('/therapists/wyoming/hoarding')
	const card = page.getByRole('article').filter({ hasText: 'Avery Quinn' })
	await expect(card).toBeVisible()
	await expect(card.locator('img').first()).toHaveAttribute('src', /\.webp$/)

	// Billing: logged in only, footer hidden.
	await page.goto('/billing')
	await expect(page.getByRole('heading', { name: 'Starting Practice' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Growth Package' })).toBeVisible()
	await expect(page.getByText('$30 / month')).toBeVisible()
	await expect(page.getByText('Not accepting new clients', { exact: true })).toBeVisible()
	await expect(page.getByRole('contentinfo')).toHaveCount(0)
})
