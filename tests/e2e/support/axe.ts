import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const FAILING_IMPACTS = new Set(['serious', 'critical'])

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One line per rule and one per element: what, how bad, where, and where to read about it. */
export function summarize(violations: Violation[]): string {
	return violations
		.map((v) =>
			[
				`${v.id} (${v.impact}): ${v.help}`,
				`  ${v.helpUrl}`,
				...v.nodes.map(
					(n) =>
						`  - ${n.target.join(' >> ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
				),
			].join('\n'),
		)
		.join('\n')
}

/**
 * Runs axe on the page as it is now and records (softly, so one test reports every page of its group)
 * any serious or critical violation. The context must be created with `bypassCSP: true`: the CSP
 * refuses the script axe injects.
 */
export async function expectAccessible(page: Page, label: string, options: { exclude?: string[] } = {}) {
	// Only violations are read: axe then keeps one node per passing rule instead of thousands.
	// Legacy mode runs axe.run in the page itself, the same rules on the same document, in a third of
	// the time: the default mode runs axe per frame, then injects axe again into a new blank page to
	// merge the frames' partial results (docs/benchmarks.md#ci-time-issue-26). Our pages have no frames.
	let builder = new AxeBuilder({ page })
		.withTags(TAGS)
		.options({ resultTypes: ['violations'] })
		.setLegacyMode(true)
	for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
	const { violations } = await builder.analyze()
	const serious = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
	const width = page.viewportSize()?.width
	expect.soft(summarize(serious), `axe: serious or critical violations on ${label} at ${width} px`).toBe('')
}

/** The same state at a phone's width and a desktop's (CSS reflows in place; no reload needed). */
export async function expectAccessibleAtBothWidths(
	page: Page,
	label: string,
	options?: { exclude?: string[] },
) {
	await page.setViewportSize(PHONE)
	await expectAccessible(page, label, options)
	await page.setViewportSize(DESKTOP)
	await expectAccessible(page, label, options)
}
