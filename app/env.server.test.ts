import { expect, test } from 'vitest'
import { parseEnv } from './env.server'

test('every variable has a working default', () => {
	const env = parseEnv({})
	expect(env).toMatchObject({
		PORT: 3000,
		DATA_DIR: './data',
		SITE_NAME: 'Openroom',
		SEED_DEMO: 'auto',
		DEMO_COUNT: 1000,
	})
	expect(env.PUBLIC_URL).toBe('http://localhost:3000')
	expect(env.MAIL_FROM).toBe('Openroom <no-reply@localhost>')
	expect(env.DATABASE_URL).toBeUndefined()
})

test('a bad value stops start-up with a message naming every bad variable', () => {
	expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrowError(
		/Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
	)
	expect(() => parseEnv({ PUBLIC_URL: 'not a url' })).toThrowError(/PUBLIC_URL/)
})

test('SITE_NAME and PUBLIC_URL flow into the sender address', () => {
	const env = parseEnv({ SITE_NAME: 'Calm', PUBLIC_URL: 'https://calm.example/' })
	expect(env.PUBLIC_URL).toBe('https://calm.example')
	expect(env.MAIL_FROM).toBe('Calm <no-reply@calm.example>')
})

test('SUPPORT_EMAIL defaults to support@ the public host, and the browser is given it', () => {
	expect(parseEnv({}).SUPPORT_EMAIL).toBe('support@localhost')
	expect(parseEnv({ PUBLIC_URL: 'https://www.calm.example' }).SUPPORT_EMAIL).toBe('support@calm.example')
	expect(
		parseEnv({ PUBLIC_URL: 'https://calm.example', SUPPORT_EMAIL: 'help@care.example' }).SUPPORT_EMAIL,
	).toBe('help@care.example')
	expect(() => parseEnv({ SUPPORT_EMAIL: 'not an address' })).toThrowError(
		/SUPPORT_EMAIL: must be an e-mail address/,
	)
})

test('FOLLOW_UP_DELAY is a duration (20s, 2h, 3d), three days by default; anything else stops the start', () => {
	expect(parseEnv({}).FOLLOW_UP_DELAY).toBe(3 * 86_400_000)
	expect(parseEnv({ FOLLOW_UP_DELAY: '20s' }).FOLLOW_UP_DELAY).toBe(20_000)
	expect(parseEnv({ FOLLOW_UP_DELAY: '15m' }).FOLLOW_UP_DELAY).toBe(900_000)
	expect(parseEnv({ FOLLOW_UP_DELAY: '2h' }).FOLLOW_UP_DELAY).toBe(7_200_000)
	expect(parseEnv({ FOLLOW_UP_DELAY: '3d' }).FOLLOW_UP_DELAY).toBe(259_200_000)
	for (const bad of ['3', '0s', '-2h', '2 h', '1.5d', '3w', 'soon', '400d'])
		expect(() => parseEnv({ FOLLOW_UP_DELAY: bad }), bad).toThrowError(/FOLLOW_UP_DELAY: must/)
})
