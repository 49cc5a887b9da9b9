import { describe, expect, test } from 'vitest'
import { parseEnv } from '~/env.server'

describe('S3 settings', () => {
	test('all optional: without S3_BUCKET photos stay on the local disk', () => {
		const env = parseEnv({})
		expect(env.S3_BUCKET).toBeUndefined()
	})

	test('a bucket needs its region and keys, named in one error', () => {
		expect(() => parseEnv({ S3_BUCKET: 'photos' })).toThrow(
			/S3_REGION: is required when S3_BUCKET is set[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
		)
		expect(() =>
			parseEnv({
				S3_BUCKET: 'photos',
				S3_REGION: 'auto',
				S3_ACCESS_KEY_ID: 'k',
				S3_SECRET_ACCESS_KEY: 's',
				S3_ENDPOINT: 'ftp://x',
			}),
		).toThrow(/S3_ENDPOINT/)
		const env = parseEnv({
			S3_BUCKET: 'photos',
			S3_REGION: 'auto',
			S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
			S3_ACCESS_KEY_ID: 'key',
			S3_SECRET_ACCESS_KEY: 'secret',
		})
		expect(env.S3_ENDPOINT).toBe('https://account.r2.cloudflarestorage.com')
	})
})
