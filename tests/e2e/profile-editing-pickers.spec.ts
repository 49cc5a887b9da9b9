import { expect, test } from './support/fixtures'
import { closeSheet, openSheet, ownProfile } from './support/profile-editing'

// The profile modals with pickers, on a phone (a select opens as a full-screen sheet): each journey
// with a live provider of its own, at every limit of docs/product.md#validation.
test.use({ viewport: { width: 390, height: 844 } })

test('Specialties and Approaches: the pickers stop at their limits', async ({ page }) => {
	await ownProfile(page)
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
})

test('Costs and Insurance: required whole numbers, max ≥ min, the payment toggles and an insurer', async ({
	page,
}) => {
	await ownProfile(page)
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
	const sheet = await openSheet(costs, page, 'Insurance accepted')
	await sheet.getByRole('searchbox').fill('aet')
	await sheet.getByLabel('Aetna').check()
	await closeSheet(sheet)
	await costs.getByRole('button', { name: 'Save' }).click()
	await expect(costs).toBeHidden()
	await expect(page.getByText('$90 - $140')).toBeVisible()
	await expect(page.getByText('Aetna', { exact: true })).toBeVisible()
})

test('Identity and Client Focuses: each group at its limit, and the Straight and LGBTQ+ rules', async ({
	page,
}) => {
	await ownProfile(page)
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
	const sheet = await openSheet(identity, page, 'Languages')
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
})

test('Practice Details: states required and at most 10; address lengths; the state picker', async ({
	page,
}) => {
	await ownProfile(page, { licensed_states: ['WY'] })
	// Practice Details: states required and at most 10; address lengths.
	await page.getByRole('link', { name: 'Edit Practice Details' }).click()
	const details = page.getByRole('dialog', { name: 'Practice Details' })
	await details.getByRole('button', { name: 'Remove Wyoming' }).click()
	await expect(details.getByText('Field is required')).toBeVisible()
	let sheet = await openSheet(details, page, 'Licensed states')
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
})
