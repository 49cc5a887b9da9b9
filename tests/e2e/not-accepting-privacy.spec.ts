import { expect, test } from '@playwright/test'
import { api, createLiveProvider } from './support/live-provider'

// docs/product.md#availability: a Not Accepting profile's phone, street and ZIP are in no public
// answer of the built app (page source, its route data, the API, the JSON-LD); the owner keeps them.

const stamp = Date.now()
const HIDDEN = {
	phone: '(646) 555-0142',
	addressOne: `${stamp % 1000} Secretkeep Street`,
	addressTwo: 'Floor 12',
	zip: '11231',
}
const NEEDLES = [HIDDEN.phone, '6465550142', '555-0142', HIDDEN.addressOne, HIDDEN.addressTwo, HIDDEN.zip]

const leaks = (text: string) => NEEDLES.filter((needle) => text.includes(needle))

test('a Not Accepting profile shows its contact details to its owner only', async ({ page, browser }) => {
	const { short_id, url } = await createLiveProvider(page, 'Nell', `Hidden${stamp}`)
	const saved = await api(page, '/api/user', {
		...HIDDEN,
		city: 'Brooklyn',
		state: 'NY',
		online_therapy: 'Both',
		availability: 'Not Accepting New Clients',
	})
	expect(saved.status).toBe(200)
	const { pathname } = new URL(url)

	// The owner's page still carries them (the Practice Details section and its edit form).
	await page.goto(pathname)
	const own = await page.content()
	for (const value of Object.values(HIDDEN)) expect(own).toContain(value)

	const visitor = await browser.newContext()
	const visit = await visitor.newPage()
	const request = visitor.request
	// The page's source (its streamed route data included) and a client navigation's .data request.
	const html = await (await request.get(pathname)).text()
	expect(html).toContain(`Hidden${stamp}`)
	expect(leaks(html)).toEqual([])
	const data = await request.get(`${pathname}.data`)
	expect(data.status()).toBe(200)
	const dataText = await data.text()
	expect(dataText).toContain(`Hidden${stamp}`)
	expect(dataText).toContain('Brooklyn')
	expect(leaks(dataText)).toEqual([])

	// Every public API answer about them.
	const id = (saved.json as { docs: Array<{ id: string }> }).docs[0].id
	for (const query of [`id=${id}`, `short_id=${short_id}`, `state=NY&search=Hidden${stamp}`]) {
		const answer = await request.get(`/api/user?${query}`)
		expect(answer.status()).toBe(200)
		const text = await answer.text()
		expect(text).toContain(id)
		expect(leaks(text)).toEqual([])
	}
	expect(await (await request.get(`/api/user?state=NY&search=${HIDDEN.zip}`)).text()).not.toContain(id)
	const listing = await request.get(`/therapists/new-york?q=Hidden${stamp}`)
	expect(await listing.text()).toContain(`Hidden${stamp}`)
	expect(leaks(await listing.text())).toEqual([])

	// In the browser: the office is the city only, and the structured data is a graph of distinct
	// nodes without telephone, street or ZIP.
	await visit.goto(pathname)
	await expect(visit.getByRole('heading', { level: 1 })).toHaveText(`Nell Hidden${stamp}`)
	// In its Office Location box: the accepting alternatives below may name Brooklyn too.
	await expect(
		visit.getByRole('region', { name: 'Office Location' }).getByText('Brooklyn, NY', { exact: true }),
	).toBeVisible()
	const ld = JSON.parse(
		(await visit.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
	) as { '@graph': Array<Record<string, unknown>> }
	const ids = ld['@graph'].map((node) => node['@id'])
	expect(new Set(ids).size).toBe(2)
	const person = ld['@graph'].find((node) => node['@type'] === 'Person')
	expect(person?.telephone).toBeUndefined()
	expect(leaks(JSON.stringify(ld))).toEqual([])
	await visitor.close()
})
