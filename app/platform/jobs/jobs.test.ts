import { expect, test } from 'vitest'
import { createTestDb } from '../../../tests/setup/db'
import { claimPeriod, startJobs } from './jobs.server'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

test('of several instances claiming the same period at once, exactly one gets it; the next period is free again', async () => {
	const { db } = await createTestDb()
	const everyMs = 60 * 60_000
	const first = await Promise.all(Array.from({ length: 5 }, () => claimPeriod(db, 'retention', everyMs)))
	expect(first.filter(Boolean)).toHaveLength(1)
	expect(await claimPeriod(db, 'retention', everyMs)).toBe(false)
	// Another job's periods are its own.
	expect(await claimPeriod(db, 'prune', everyMs)).toBe(true)
	// A short period: claimed once in each. Both claims come early in one period (the database's
	// clock is this machine's), so a slow statement cannot carry the second into the next one.
	const shortMs = 1000
	await sleep(shortMs - (Date.now() % shortMs) + 20)
	expect(await claimPeriod(db, 'short', shortMs)).toBe(true)
	expect(await claimPeriod(db, 'short', shortMs)).toBe(false)
	await sleep(shortMs)
	expect(await claimPeriod(db, 'short', shortMs)).toBe(true)
})

test('two instances on one database run a job once per period, and an every-instance job on both', async () => {
	const { db } = await createTestDb()
	const periods: number[] = []
	const outbox: string[] = []
	const instance = (name: string) =>
		startJobs(
			[
				{
					name: 'reminders',
					everyMs: 400,
					run: async () => {
						periods.push(Math.floor(Date.now() / 400))
					},
				},
				{
					name: 'outbox',
					everyMs: 200,
					everyInstance: true,
					run: async () => {
						outbox.push(name)
					},
				},
			],
			{ db: async () => db },
		)
	const stopA = instance('a')
	const stopB = instance('b')
	await sleep(1_700)
	await Promise.all([stopA(), stopB()])
	// About four periods passed: each ran once, none twice (the periods are the database's; the
	// clocks here are the same machine's, so a period number may only differ at a boundary).
	expect(periods.length).toBeGreaterThanOrEqual(3)
	expect(periods.length).toBeLessThanOrEqual(6)
	expect(new Set(periods).size).toBeGreaterThanOrEqual(periods.length - 1)
	expect(outbox.filter((n) => n === 'a').length).toBeGreaterThanOrEqual(3)
	expect(outbox.filter((n) => n === 'b').length).toBeGreaterThanOrEqual(3)
})

test('stopping waits for the run in progress and starts no other', async () => {
	let finished = 0
	let started = 0
	const stop = startJobs([
		{
			name: 'slow',
			everyMs: 50,
			run: async () => {
				started++
				await sleep(300)
				finished++
			},
		},
	])
	await sleep(20)
	await stop()
	expect(finished).toBe(1)
	await sleep(120)
	expect(started).toBe(1)
})
