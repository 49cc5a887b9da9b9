type EmailContent = {
	siteName: string
	/** The e-mail's language (BCP 47), 'en' when absent: a visitor's follow-ups may be Spanish. */
	lang?: string
	heading: string
	paragraphs: string[]
	button?: { label: string; url: string }
	/** Several choices side by side (e.g. the availability e-mail's three answers), each a link. */
	choices?: { label: string; url: string }[]
	/** A closing line, e.g. why the reader got this e-mail. */
	footer?: string
	/** A link under the footer, e.g. 'Unsubscribe from these reminders'. */
	footerLink?: { label: string; url: string }
}

function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** One plain-text and one HTML body from the same content; user text is always escaped. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
	const textParts = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])]
	if (content.button) textParts.push(`${content.button.label}: ${content.button.url}`, '')
	for (const choice of content.choices ?? []) textParts.push(`${choice.label}: ${choice.url}`, '')
	if (content.footer || content.footerLink) textParts.push('--')
	if (content.footer) textParts.push(content.footer)
	if (content.footerLink) textParts.push(`${content.footerLink.label}: ${content.footerLink.url}`)
	textParts.push(content.siteName)

	const paragraphs = content.paragraphs
		.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
		.join('')
	const button = content.button
		? `<p style="margin:24px 0"><a href="${escapeHtml(content.button.url)}" style="background:#17645a;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;display:inline-block">${escapeHtml(content.button.label)}</a></p><p style="font-size:13px;color:#4b5754">Or paste this link into your browser: ${escapeHtml(content.button.url)}</p>`
		: ''
	const choices = content.choices?.length
		? `<p style="margin:24px 0 8px">${content.choices
				.map(
					(c) =>
						`<a href="${escapeHtml(c.url)}" style="background:#fff;color:#17645a;border:2px solid #17645a;padding:10px 18px;border-radius:999px;text-decoration:none;display:inline-block;margin:0 8px 12px 0;font-weight:600">${escapeHtml(c.label)}</a>`,
				)
				.join('')}</p>`
		: ''
	const footerLink = content.footerLink
		? `${content.footer ? '<br>' : ''}<a href="${escapeHtml(content.footerLink.url)}" style="color:#4b5754">${escapeHtml(content.footerLink.label)}</a>`
		: ''
	const footer =
		content.footer || content.footerLink
			? `<p style="font-size:13px;color:#4b5754;border-top:1px solid #e7e5e4;padding-top:12px">${escapeHtml(content.footer ?? '')}${footerLink}</p>`
			: ''
	const html = `<!doctype html><html lang="${escapeHtml(content.lang ?? 'en')}"><body style="margin:0;background:#faf8f4;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1c2422"><div style="max-width:560px;margin:0 auto;padding:24px"><p style="font-family:Georgia,serif;font-size:22px;color:#17645a;margin:0 0 24px">${escapeHtml(content.siteName)}</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${button}${choices}${footer}</div></body></html>`
	return { text: textParts.join('\n'), html }
}
