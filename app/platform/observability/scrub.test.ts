import { describe, expect, test } from 'vitest'
import { isBotUserAgent, scrubText, scrubUrl } from '~/lib/scrub'
import { scrubEvent } from './scrub-event'

describe('what leaves the process is scrubbed', () => {
	test('e-mail addresses, secret query values, bearer tokens and token-like runs are hidden', () => {
		expect(scrubText('e-mail queued to=Ana.Lopez+work@mail.example.org subject="Hi"')).toBe(
			'e-mail queued to=[email] subject="Hi"',
		)
		expect(scrubText('GET /reset?token=abc123&next=/account')).toBe(
			'GET /reset?token=[redacted]&next=/account',
		)
		// The place a visitor searched from is theirs.
		expect(scrubText('GET /api/user?near=97201&miles=10 failed')).toBe(
			'GET /api/user?near=[redacted]&miles=10 failed',
		)
		expect(scrubText('/therapists/oregon?specialty=grief&near=97201')).toBe(
			'/therapists/oregon?specialty=grief&near=[redacted]',
		)
		expect(scrubText('Authorization: Bearer eyJhbGciOi.J9.x')).toBe('Authorization: Bearer [redacted]')
		const token = 'q2T9xV_3mK8pLw4ZrY7nB1cD5fG6hJ0aSe-uIoP3kQw'
		expect(scrubText(`/unsubscribe/${token}`)).toBe('/unsubscribe/[redacted]')
		// Ids are kept: a UUID, a lower-case hex digest, a media key.
		const ids =
			'e-mail 0b1c6f1e-58a2-4c5e-9d3f-2a7b8c9d0e1f, 00001700000000000-9f86d081884c7d659a2feaa0c55ad015'
		expect(scrubText(ids)).toBe(ids)
	})

	test("a failed query's parameter values are never repeated", () => {
		const message =
			'Failed query: insert into "contact_messages" ("body") values ($1)\nparams: I feel anxious,12'
		expect(scrubText(message)).toBe(
			'Failed query: insert into "contact_messages" ("body") values ($1)\nparams: [redacted]',
		)
		const stack =
			'Error: Failed query: select 1\nparams: first line\nsecond line,12\n    at readSession (app.js:1:2)'
		expect(scrubText(stack)).toBe(
			'Error: Failed query: select 1\nparams: [redacted]\n    at readSession (app.js:1:2)',
		)
	})

	test('a URL loses its query string and fragment', () => {
		expect(scrubUrl('https://openroom.example/therapists/ca?search=grief&email=a@b.co#top')).toBe(
			'https://openroom.example/therapists/ca',
		)
	})

	test('bots, audits and headless browsers are told apart from visitors', () => {
		for (const agent of [
			'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
			'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
			'Mozilla/5.0 AppleWebKit/537.36 Chrome-Lighthouse',
			'facebookexternalhit/1.1',
			'curl/8.5.0',
			'',
			null,
		]) {
			expect(isBotUserAgent(agent), String(agent)).toBe(true)
		}
		for (const agent of [
			'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
			'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
		]) {
			expect(isBotUserAgent(agent), agent).toBe(false)
		}
	})

	test("a trace names the page's requests without their query strings", () => {
		const event = scrubEvent({
			type: 'transaction',
			transaction: '/therapists/california',
			contexts: {
				trace: {
					trace_id: 't',
					span_id: 's',
					data: { url: 'https://x.example/therapists/california?search=grief' },
				},
			},
			spans: [
				{
					span_id: 'a',
					trace_id: 't',
					start_timestamp: 1,
					status: 'ok',
					data: { 'http.query': '?search=grief', url: '/api/user?search=grief&state=CA' },
					description: 'GET /api/user?search=grief&state=CA',
				},
			],
		})
		expect(JSON.stringify(event)).not.toContain('grief')
		expect(event.spans?.[0].description).toBe('GET /api/user')
		expect(event.contexts?.trace?.data).toEqual({ url: 'https://x.example/therapists/california' })
	})

	test('an error report keeps the error and the path, never the user, cookies, headers or query', () => {
		const event = scrubEvent({
			message: 'contact from ana@example.com',
			user: { id: '1', email: 'ana@example.com', ip_address: '203.0.113.9' },
			request: {
				method: 'POST',
				url: 'https://openroom.example/api/contact?token=abc',
				cookies: { openroom_session: 'secret' },
				headers: { Cookie: 'openroom_session=secret', 'User-Agent': 'Mozilla/5.0' },
				data: { message: 'I feel anxious' },
				query_string: 'token=abc',
			},
			extra: { body: 'I feel anxious' },
			breadcrumbs: [{ message: 'typed ana@example.com' }],
			exception: {
				values: [
					{
						type: 'Error',
						value: 'duplicate key (email)=(ana@example.com)',
						stacktrace: { frames: [{ filename: 'app.js', context_line: 'send(ana)', vars: { email: 'x' } }] },
					},
				],
			},
		})
		expect(event).toEqual({
			message: 'contact from [email]',
			request: { method: 'POST', url: 'https://openroom.example/api/contact' },
			breadcrumbs: [],
			exception: {
				values: [
					{
						type: 'Error',
						value: 'duplicate key (email)=([email])',
						stacktrace: { frames: [{ filename: 'app.js' }] },
					},
				],
			},
		})
	})
})
