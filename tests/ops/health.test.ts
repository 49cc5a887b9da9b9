import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOpsDatabase, type Instance, OPS_DATABASE_URL, startInstance } from './support/instance'

describe.skipIf(!OPS_DATABASE_URL)('health probes of a built instance', () => {
	let instance: Instance
	let drop: () => Promise<void>
	beforeAll(async () => {
		const db = await createOpsDatabase(OPS_DATABASE_URL as string, 'health')
		drop = db.drop
		instance = await startInstance({ port: 3620, databaseUrl: db.url })
	})
	afterAll(async () => {
		await instance?.stop()
		await drop?.()
	})

	test('/healthz and /readyz answer JSON, never a page, and are not cached', async () => {
		const live = await fetch(`${instance.url}/healthz`)
		expect(live.status).toBe(200)
		expect(live.headers.get('cache-control')).toBe('no-store')
		expect(await live.json()).toEqual({ status: 'ok' })
		const ready = await fetch(`${instance.url}/readyz`)
		expect(ready.status).toBe(200)
		expect(await ready.json()).toMatchObject({
			status: 'ready',
			booted: true,
			database: true,
			draining: false,
		})
	})
})
