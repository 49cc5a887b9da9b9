import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateDb, openDb } from '~/db/client.server'
import { appSettings, emailOutbox } from '~/db/schema'
import { grantRole } from '~/features/staff/roles.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { decodeRaw } from '../e2e/support/mail'
import { insertProvider } from '../factories'
import { type Cluster, startCluster, upstreamOf } from './support/cluster'
import { OPS_DATABASE_URL } from './support/instance'
import { nginxAvailable } from './support/nginx'

// Issue 16: two instances on one PostgreSQL behind deploy/nginx.conf. Ports 3780-3781, nginx 3800,
// the SMTP sink 3799.
const PORTS = [3780, 3781]
const NGINX_PORT = 3800
const SMTP_PORT = 3799
const DAY = 24 * 60 * 60_000

/** The instances' PUBLIC_URL (the balancer): state-changing requests must come from it (docs/product.md#origin). */
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`

const json = (body: unknown, cookie?: string): RequestInit => ({
	method: 'POST',
	headers: {
		'content-type': 'application/json',
		accept: 'application/json',
		origin: ORIGIN,
		...(cookie ? { cookie } : {}),
	},
	body: JSON.stringify(body),
})

/** A console form post: what a browser sends without JavaScript. */
const form = (fields: Record<string, string>, cookie: string): RequestInit => ({
	method: 'POST',
	headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie },
	body: new URLSearchParams(fields).toString(),
	redirect: 'manual',
})

const cookieOf = (response: Response) =>
	response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')

/** Polls until `found` is true; returns how long it took (ms), or fails after `limitMs` more. */
async function timeUntil(found: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
	const started = performance.now()
	while (performance.now() - started < limitMs) {
		if (await found()) return performance.now() - started
		await new Promise((r) => setTimeout(r, 50))
	}
	throw new Error(`not seen within ${limitMs} ms`)
}

/**
 * A provider made live across the cluster: registered through A, verified through B with the e-mailed
 * link (delivered by whichever outbox got to it), its profile saved and onboarded through A.
 */
async function registerLiveProvider(cluster: Cluster, first_name: string, last_name: string) {
	const [a, b] = cluster.instances.map((i) => i.url)
	const email = `cluster-${Date.now()}@example.test`
	const registered = await fetch(`${a}/auth/register`, json({ email, password: 'cluster-password-1' }))
	expect(registered.status).toBe(200)
	const { short_id } = (await registered.json()) as { short_id: number }
	const cookie = cookieOf(registered)
	let link: RegExpExecArray | null = null
	await timeUntil(async () => {
		const mail = cluster.sink.received.find((m) => m.to.includes(email))
		link = mail ? /\/verify\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/.exec(decodeRaw(mail.raw)) : null
		return link !== null
	}, 20_000)
	const [, user_id, token] = link as unknown as RegExpExecArray
	expect((await fetch(`${b}/auth/verify_email`, json({ user_id, token }))).status).toBe(200)
	const saved = await fetch(
		`${a}/api/user`,
		json(
			{ first_name, last_name, headline: 'Licensed Clinical Social Worker', licensed_states: ['NY'] },
			cookie,
		),
	)
	expect(saved.status).toBe(200)
	const id = ((await saved.json()) as { docs: { id: string }[] }).docs[0].id
	const onboarded = await fetch(
		`${a}/api/user`,
		json({ id, onboarded: true, onboarded_letter: true }, cookie),
	)
	expect(onboarded.status).toBe(200)
	return { id, short_id, cookie }
}

describe.skipIf(!OPS_DATABASE_URL || !nginxAvailable())('two instances behind nginx', () => {
	let cluster: Cluster
	beforeAll(async () => {
		cluster = await startCluster({
			adminUrl: OPS_DATABASE_URL as string,
			label: 'cluster',
			ports: PORTS,
			nginxPort: NGINX_PORT,
			smtpPort: SMTP_PORT,
		})
	})
	afterAll(async () => {
		await cluster?.stop()
	})

	test('one visitor’s requests land on both instances, and each instance sees the visitor’s address', async () => {
		const served = new Set<string>()
		for (let i = 0; i < 10; i++) {
			const response = await fetch(`${cluster.balancer.url}/therapists`)
			expect(response.status).toBe(200)
			served.add(upstreamOf(response))
		}
		expect([...served].sort()).toEqual(PORTS.map((p) => `127.0.0.1:${p}`))
		// Sign-ups are limited to 5 an hour per address, counted in the database: whichever instance
		// answers, the sixth from one address is refused, and another address is not.
		const register = (address: string, n: number) =>
			fetch(`${cluster.balancer.url}/auth/register`, {
				...json({ email: `xff-${address}-${n}-${Date.now()}@example.test`, password: 'cluster-password-1' }),
				headers: {
					'content-type': 'application/json',
					accept: 'application/json',
					origin: ORIGIN,
					'x-forwarded-for': address,
				},
			})
		const statuses: number[] = []
		const instances = new Set<string>()
		for (let n = 0; n < 6; n++) {
			const response = await register('203.0.113.7', n)
			statuses.push(response.status)
			instances.add(upstreamOf(response))
		}
		expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
		expect(instances.size).toBe(2)
		expect((await register('203.0.113.8', 0)).status).toBe(200)
	})

	test('a profile saved through A reaches B’s search, B’s cached listing and B’s sitemap within 2 seconds', async () => {
		const [a, b] = cluster.instances.map((i) => i.url)
		// B renders the New York listing and keeps it: the second answer comes from its page cache.
		const listing = `${b}/therapists/new-york`
		let cached = ''
		await timeUntil(async () => {
			const response = await fetch(listing)
			cached = await response.text()
			return response.headers.get('x-page-cache') === 'hit'
		})
		expect(cached).not.toContain('Marisol')

		const { id, short_id, cookie } = await registerLiveProvider(cluster, 'Marisol', 'Quintero')
		const seen = await Promise.all([
			timeUntil(async () => (await (await fetch(listing)).text()).includes('Marisol Quintero')),
			timeUntil(async () => (await (await fetch(`${b}/api/user?state=NY`)).text()).includes('Marisol')),
			timeUntil(async () =>
				(await (await fetch(`${b}/sitemap-profiles.xml?page=1`)).text()).includes(`/${short_id}</loc>`),
			),
		])
		console.log(`seen through B after ${seen.map(Math.round).join(', ')} ms (listing, API search, sitemap)`)
		for (const ms of seen) expect(ms).toBeLessThan(2_000)

		// A rename through A, while B holds the listing with the old name.
		await fetch(listing)
		const before = await fetch(listing)
		expect(before.headers.get('x-page-cache')).toBe('hit')
		expect(await before.text()).toContain('Marisol Quintero')
		const renamed = await fetch(`${a}/api/user`, json({ id, first_name: 'Marisela' }, cookie))
		expect(renamed.status).toBe(200)
		const renameSeen = await timeUntil(async () =>
			(await (await fetch(listing)).text()).includes('Marisela Quintero'),
		)
		console.log(`the rename seen in B's cached listing after ${Math.round(renameSeen)} ms`)
		expect(renameSeen).toBeLessThan(2_000)
	})

	test('a moderator hides a profile through one instance: the other answers 410 and drops it from its cached listing and API search within 2 seconds', async () => {
		const [a] = cluster.instances.map((i) => i.url)
		// Console forms go through the balancer, as a browser's do: React Router refuses a form whose
		// Origin is not the host it was sent to. X-Upstream names the instance that acted.
		const front = cluster.balancer.url
		// The admin: an account made through A, its role granted as `npm run role` does, TOTP enrolled.
		const email = `cluster-admin-${Date.now()}@example.test`
		const registered = await fetch(`${a}/auth/register`, json({ email, password: 'cluster-password-1' }))
		expect(registered.status).toBe(200)
		const cookie = cookieOf(registered)
		const handle = await openDb({ databaseUrl: cluster.databaseUrl })
		try {
			await grantRole(handle.db, null, { email, role: 'admin', reason: 'Cluster test' })
		} finally {
			await handle.close()
		}
		const enrol = await (
			await fetch(`${front}/moderation/second-factor/enrol`, { headers: { cookie } })
		).text()
		const secret = /data-secret="([A-Z2-7]+)"/.exec(enrol)?.[1]
		expect(secret).toBeDefined()
		const code = new TOTP({ secret: Secret.fromBase32(secret as string) }).generate()
		const enrolled = await fetch(`${front}/moderation/second-factor/enrol`, form({ code }, cookie))
		expect(await enrolled.text()).toContain('Your recovery codes')

		// A live provider both instances list, in a listing each keeps in its page cache.
		const provider = await registerLiveProvider(cluster, 'Ottilie', 'Brandvold')
		const listed = (url: string) => `${url}/therapists/new-york`
		for (const { url } of cluster.instances) {
			await timeUntil(async () => (await (await fetch(listed(url))).text()).includes('Ottilie Brandvold'))
			expect((await fetch(listed(url))).headers.get('x-page-cache')).toBe('hit')
		}

		const hidden = await fetch(
			`${front}/moderation/profile/${provider.short_id}`,
			form({ intent: 'hide', reason: 'Cluster test: impersonation' }, cookie),
		)
		expect(await hidden.text()).toContain('Profile hidden:')
		expect(upstreamOf(hidden)).toMatch(/:\d+$/)
		const other = cluster.instances.find((i) => !i.url.endsWith(`:${upstreamOf(hidden).split(':').pop()}`))
		expect(other).toBeDefined()
		const b = (other as { url: string }).url
		const listing = listed(b)
		const seen = await Promise.all([
			timeUntil(async () => (await fetch(`${b}/therapist/${provider.short_id}`)).status === 410),
			timeUntil(async () => !(await (await fetch(listing)).text()).includes('Ottilie Brandvold')),
			timeUntil(async () => !(await (await fetch(`${b}/api/user?state=NY`)).text()).includes('Ottilie')),
		])
		console.log(`the hide seen through B after ${seen.map(Math.round).join(', ')} ms (page, listing, API)`)
		for (const ms of seen) expect(ms).toBeLessThan(2_000)
	})
})

describe.skipIf(!OPS_DATABASE_URL || !nginxAvailable())('background jobs with two instances', () => {
	let cluster: Cluster
	const outboxCount = 40
	let dueEmail = ''
	beforeAll(async () => {
		cluster = await startCluster({
			adminUrl: OPS_DATABASE_URL as string,
			label: 'jobs',
			ports: PORTS,
			nginxPort: NGINX_PORT,
			smtpPort: SMTP_PORT,
			// Before the instances start: due mail waiting, and a provider due for a reminder.
			prepare: async (url) => {
				const handle = await openDb({ databaseUrl: url })
				await migrateDb(handle)
				await loadReferenceData(handle.db)
				const provider = await insertProvider(handle.db, {
					availability_confirmed_at: new Date(Date.now() - 31 * DAY),
				})
				dueEmail = provider.email
				await handle.db.insert(emailOutbox).values(
					Array.from({ length: outboxCount }, (_, i) => ({
						to: `queued-${i}@example.test`,
						subject: `Queued ${i}`,
						text: `Message ${i}`,
						html: `<p>Message ${i}</p>`,
					})),
				)
				await handle.close()
			},
		})
	})
	afterAll(async () => {
		await cluster?.stop()
	})

	test('both instances deliver the outbox and run the reminders: every e-mail arrives once', async () => {
		await timeUntil(async () => cluster.sink.received.length >= outboxCount + 1, 30_000)
		// Both outboxes poll every 2 s: give them time to send anything twice.
		await new Promise((r) => setTimeout(r, 5_000))
		const recipients = cluster.sink.received.flatMap((m) => m.to)
		expect(recipients).toHaveLength(outboxCount + 1)
		expect(new Set(recipients).size).toBe(outboxCount + 1)
		expect(recipients).toContain(dueEmail)

		// Each scheduled job was claimed for its current period by one of the two instances.
		const handle = await openDb({ databaseUrl: cluster.databaseUrl })
		const claims = await handle.db.select().from(appSettings)
		await handle.close()
		const jobs = claims.filter((c) => c.key.startsWith('job:')).map((c) => c.key)
		expect(jobs.sort()).toEqual([
			'job:account-cleanup',
			'job:availability-reminders',
			// Each provider's next free consultation time (docs/product.md#free-consultations).
			'job:consultation-times',
			'job:contact-retention',
			'job:prune-expired',
		])
	})
})
