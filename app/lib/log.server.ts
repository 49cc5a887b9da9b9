type Level = 'debug' | 'info' | 'warn' | 'error'
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

function threshold(): number {
	const level = process.env.LOG_LEVEL as Level | undefined
	if (level && level in ORDER) return ORDER[level]
	return process.env.NODE_ENV === 'test' ? ORDER.warn : ORDER.info
}

function write(level: Level, message: string, extra?: unknown) {
	if (ORDER[level] < threshold()) return
	const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`
	const stream = level === 'error' || level === 'warn' ? console.error : console.log
	if (extra === undefined) stream(line)
	else stream(line, extra)
}

/** A tiny leveled logger: one line per event, never a password or token. */
export const log = {
	debug: (message: string, extra?: unknown) => write('debug', message, extra),
	info: (message: string, extra?: unknown) => write('info', message, extra),
	warn: (message: string, extra?: unknown) => write('warn', message, extra),
	error: (message: string, extra?: unknown) => write('error', message, extra),
}
