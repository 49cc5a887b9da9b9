import { z } from 'zod'
import type { PublicEnv } from '~/lib/root-data'

const DURATION_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** '20s', '15m', '2h', '3d' → milliseconds (at least a second, at most a year). */
const Duration = z
	.string()
	.regex(/^[1-9][0-9]{0,5}[smhd]$/, 'must be a whole number and a unit, such as 20s, 15m, 2h or 3d')
	.transform((v) => Number(v.slice(0, -1)) * DURATION_UNIT_MS[v.at(-1) as keyof typeof DURATION_UNIT_MS])
	.refine((ms) => ms <= 366 * 86_400_000, 'must be at most a year')

const EnvSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		HOST: z.string().default('0.0.0.0'),
		DATA_DIR: z.string().min(1).default('./data'),
		DATABASE_URL: z
			.string()
			.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
			.optional(),
		PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
		SITE_NAME: z.string().min(1).max(60).default('Openroom'),
		SMTP_URL: z
			.string()
			.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
			.optional(),
		MAIL_FROM: z.string().min(3).optional(),
		/** The address visitors and providers write to (FAQ, legal pages); defaults from PUBLIC_URL's host. */
		SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
		SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
		SEED_DEMO: z.enum(['auto', 'never', 'always']).default('auto'),
		TRUST_PROXY: z
			.enum(['true', 'false', '1', '0'])
			.default('false')
			.transform((v) => v === 'true' || v === '1'),
		DEMO_COUNT: z.coerce.number().int().min(0).max(2_000_000).default(1000),
		/** Only profiles with a checked licence are live (docs/deploy.md#settings, docs/product.md#licence-checks). */
		LICENSE_CHECK_REQUIRED: z
			.enum(['true', 'false', '1', '0'])
			.default('false')
			.transform((v) => v === 'true' || v === '1'),
		PAGE_CACHE: z
			.enum(['on', 'off'])
			.default('on')
			.transform((v) => v === 'on'),
		/** Default: 'info', or 'warn' under tests (app/lib/log.server.ts). */
		LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).optional(),
		// Photos go to an S3-compatible bucket (AWS S3, MinIO, R2) when S3_BUCKET is set; else under DATA_DIR.
		S3_BUCKET: z.string().min(3).max(63).optional(),
		S3_REGION: z.string().min(1).optional(),
		/** Only for non-AWS stores (MinIO, R2): requests then use path-style URLs on this origin. */
		S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
		S3_ACCESS_KEY_ID: z.string().min(1).optional(),
		S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
		/** The listing page cache's memory bound, in bytes (docs/deploy.md#settings). */
		PAGE_CACHE_MAX_BYTES: z.coerce
			.number()
			.int()
			.min(0)
			.default(32 * 1024 * 1024),
		/** How long a SIGTERM waits for open requests and the running job before exiting (docs/deploy.md). */
		SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
		/** Idle keep-alive connections are closed after this; longer than the balancer's own idle timeout. */
		KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
		// Logs, metrics and error reports (docs/product.md#logs-metrics-and-error-reports).
		INSTANCE_ID: z.string().min(1).max(100).optional(),
		METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
		METRICS_HOST: z.string().default('127.0.0.1'),
		METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
		SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
		/** Temporary credentials (STS, an instance or task role) come with a session token. */
		S3_SESSION_TOKEN: z.string().min(1).optional(),
		/** Prints the event loop's delay on shutdown (benchmarks, docs/benchmarks.md). */
		REPORT_EVENT_LOOP_DELAY: z.string().optional(),
		/** How long after a visitor's message is delivered they are asked whether they heard back, in ms (docs/product.md#follow-ups). */
		FOLLOW_UP_DELAY: Duration.default(3 * 86_400_000),
		/** How often the in-memory listing counters are added to listing_stats (docs/product.md#your-listing). */
		LISTING_STATS_FLUSH: Duration.default(60_000),
	})
	.superRefine((env, ctx) => {
		if (!env.S3_BUCKET) return
		for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
			if (!env[name])
				ctx.addIssue({ code: 'custom', path: [name], message: 'is required when S3_BUCKET is set' })
		}
	})

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string; MAIL_FROM: string; SUPPORT_EMAIL: string }

/** Parses an environment; throws one readable error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
	const blanksRemoved = Object.fromEntries(
		Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
	)
	const result = EnvSchema.safeParse(blanksRemoved)
	if (!result.success) {
		const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new Error(`Invalid environment:\n${lines.join('\n')}`)
	}
	const env = result.data
	const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
	const host = new URL(publicUrl).hostname
	return {
		...env,
		PUBLIC_URL: publicUrl,
		MAIL_FROM: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${host}>`,
		// Each deployment runs on its own domain: the mailbox follows it (openroom.example, not www.).
		SUPPORT_EMAIL: env.SUPPORT_EMAIL ?? `support@${host.replace(/^www\./, '')}`,
	}
}

let cached: Env | undefined
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}

/**
 * What the logger needs, read before (and without) validating the rest: the logger must work to
 * report a bad environment. This module is the only reader of process.env.
 */
export function getLogSettings(): {
	level: string | undefined
	instanceId: string | undefined
	nodeEnv: string
} {
	return {
		level: process.env.LOG_LEVEL,
		instanceId: process.env.INSTANCE_ID || undefined,
		nodeEnv: process.env.NODE_ENV ?? 'development',
	}
}

/** The only settings the browser sees. */
export function getPublicEnv(): PublicEnv {
	const env = getEnv()
	return {
		siteName: env.SITE_NAME,
		publicUrl: env.PUBLIC_URL,
		supportEmail: env.SUPPORT_EMAIL,
		isProduction: env.NODE_ENV === 'production',
		errorReportsDsn: env.SENTRY_DSN ?? null,
	}
}
