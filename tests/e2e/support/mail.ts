import { expect } from '@playwright/test'

const SINK = `http://localhost:${process.env.E2E_SINK_PORT ?? 3211}/messages`

export type SinkMessage = { to: string[]; from: string; raw: string; receivedAt: string }

/** Decodes a raw MIME message enough to search its text (quoted-printable soft breaks and escapes). */
export function decodeRaw(raw: string): string {
	return raw
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** Waits until the SMTP sink has received a message for `to` that matches, and returns it decoded. */
export async function waitForMail(
	to: string,
	match: (decoded: string) => boolean = () => true,
): Promise<string> {
	let found: string | undefined
	await expect
		.poll(
			async () => {
				const messages = (await (await fetch(SINK)).json()) as SinkMessage[]
				found = messages
					.filter((m) => m.to.includes(to))
					.map((m) => decodeRaw(m.raw))
					.find(match)
				return Boolean(found)
			},
			{ timeout: 20_000 },
		)
		.toBe(true)
	return found as string
}

/** The e-mail verification link in a decoded message. */
export function verifyLink(mail: string): string {
	const match = mail.match(/https?:\/\/[^\s"<>]+\/verify\?id=[0-9a-f-]{36}&token=[A-Za-z0-9_-]+/)
	if (!match) throw new Error(`no verify link in:\n${mail.slice(0, 1500)}`)
	return match[0]
}
