import { expect, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { type ApiProvider, createProvider } from './api-provider'

// Shared by the profile-editing*.spec.ts journeys.

export const PASSWORD = 'profile-password-1'

/** Counts what a provider does between sign-up and a live profile (reported in the closing note). */
export class Effort {
	screens: string[] = []
	fields = 0
	clicks = 0
	screen(name: string) {
		this.screens.push(name)
	}
	async click(target: Locator) {
		this.clicks += 1
		await target.click()
	}
	async check(target: Locator) {
		this.clicks += 1
		await target.check()
	}
	async fill(target: Locator, value: string) {
		this.fields += 1
		await target.fill(value)
	}
}

export async function photoFile() {
	const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#5b8fa8' } })
		.jpeg()
		.withMetadata({ exif: { IFD0: { Copyright: 'e2e test', ImageDescription: 'GPS should be gone' } } })
		.toBuffer()
	return { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer }
}

/** Opens the phone sheet of a picker and returns it. */
export async function openSheet(
	dialog: Locator,
	page: Page,
	label: string,
	effort?: Effort,
): Promise<Locator> {
	const button = dialog.getByRole('button', { name: new RegExp(`^${label}`) })
	if (effort) await effort.click(button)
	else await button.click()
	const sheet = page.getByRole('dialog', { name: label, exact: true })
	await expect(sheet).toBeVisible()
	return sheet
}

export async function closeSheet(sheet: Locator) {
	await sheet.getByRole('button', { name: 'Done' }).click()
	await expect(sheet).toBeHidden()
}

/** A live provider of this test, logged in on `page`, on their own profile once it is interactive. */
export async function ownProfile(page: Page, fields: Record<string, unknown> = {}): Promise<ApiProvider> {
	const provider = await createProvider(page.request, fields)
	await page.goto(provider.path)
	// Hydrated first: a click before it is a full page load that drops what was typed meanwhile. The
	// page writes the session's browser copy (docs/product.md#accounts) in an effect, so once hydrated.
	await expect.poll(() => page.evaluate(() => localStorage.getItem('openroom:session'))).not.toBeNull()
	await expect(page.getByRole('heading', { name: provider.name, level: 1 })).toBeVisible()
	return provider
}
