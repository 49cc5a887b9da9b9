import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { hostname } from 'node:os'
import pino, { type DestinationStream, type Logger } from 'pino'
import { getLogSettings } from '~/env.server'
import { scrubText } from '~/lib/scrub'

/**
 * The structured log (docs/product.md#logs-metrics-and-error-reports): one JSON line per event on
 * stdout in production, with the instance and, inside a request, its request id. Outside production
 * the same lines go to the console (readable with pino-pretty in development); warnings and errors
 * through console.error, so a test that logs one unexpectedly fails (tests/setup/vitest.setup.ts).
 */

type Level = 'debug' | 'info' | 'warn' | 'error'
const LEVELS: readonly string[] = ['debug', 'info', 'warn', 'error']

/** This process among several behind a balancer: INSTANCE_ID, or host name and pid. */
export const INSTANCE_ID = getLogSettings().instanceId ?? `${hostname()}:${process.pid}`

/** Fields never written, wherever they appear in a logged object (one level down too). */
const REDACTED_FIELDS = [
	'email',
	'password',
	'current_password',
	'new_password',
	'new_password_repeat',
	'token',
	'cookie',
	'authorization',
	'secret',
]
const REDACT_PATHS = [
	...REDACTED_FIELDS,
	...REDACTED_FIELDS.map((field) => `*.${field}`),
	'headers["set-cookie"]',
	'*.headers.cookie',
	'*.headers.authorization',
	'*.headers["set-cookie"]',
]

function defaultLevel(): Level {
	const { level, nodeEnv } = getLogSettings()
	if (level && LEVELS.includes(level)) return level as Level
	return nodeEnv === 'test' ? 'warn' : 'info'
}

type Pretty = (line: string) => string

/** pino-pretty is a devDependency: loaded in development only, and skipped if it is missing. */
function loadPretty(): Pretty | null {
	if (getLogSettings().nodeEnv !== 'development') return null
	try {
		const require = createRequire(import.meta.url)
		const { prettyFactory } = require('pino-pretty') as typeof import('pino-pretty')
		return prettyFactory({ colorize: true, ignore: 'pid,hostname,instance', translateTime: 'SYS:HH:MM:ss' })
	} catch {
		return null
	}
}

/** Outside production: each line to the console, warnings and errors to console.error. */
function consoleDestination(pretty: Pretty | null): DestinationStream {
	return {
		write(line: string) {
			const text = (pretty ? pretty(line) : line).trimEnd()
			if (/^\{"level":"(warn|error|fatal)"/.test(line)) console.error(text)
			else console.log(text)
		},
	}
}

const root: Logger = pino(
	{
		level: defaultLevel(),
		base: { instance: INSTANCE_ID },
		timestamp: pino.stdTimeFunctions.isoTime,
		formatters: { level: (label) => ({ level: label }) },
		redact: { paths: REDACT_PATHS, censor: '[redacted]' },
		// An error's text may quote a value (a database error names the duplicate e-mail): scrubbed.
		serializers: {
			err: (error: Error) => {
				const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) }
				for (const [key, value] of Object.entries(serialized)) {
					if (typeof value === 'string') serialized[key] = scrubText(value)
				}
				return serialized
			},
		},
	},
	getLogSettings().nodeEnv === 'production'
		? pino.destination({ dest: 1, sync: true })
		: consoleDestination(loadPretty()),
)

type RequestScope = { requestId: string; logger?: Logger }
const requestScope = new AsyncLocalStorage<RequestScope>()

/** Runs fn with a request id that every log line written inside it carries (as `reqId`). */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
	return requestScope.run({ requestId }, fn)
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
	return requestScope.getStore()?.requestId
}

/** The request's child logger (created on first use), or the process's outside a request. */
export function currentLogger(): Logger {
	const scope = requestScope.getStore()
	if (!scope) return root
	scope.logger ??= root.child({ reqId: scope.requestId })
	return scope.logger
}

function write(level: Level, message: string, extra?: unknown) {
	const logger = currentLogger()
	if (!logger.isLevelEnabled(level)) return
	const text = scrubText(message)
	if (extra === undefined) logger[level](text)
	else if (extra instanceof Error) logger[level]({ err: extra }, text)
	else logger[level]({ data: extra }, text)
}

/** Leveled logging: a message and optionally an error or an object; never a password or token. */
export const log = {
	debug: (message: string, extra?: unknown) => write('debug', message, extra),
	info: (message: string, extra?: unknown) => write('info', message, extra),
	warn: (message: string, extra?: unknown) => write('warn', message, extra),
	error: (message: string, extra?: unknown) => write('error', message, extra),
}
