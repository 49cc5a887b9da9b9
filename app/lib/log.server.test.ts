import { expect, test, vi } from 'vitest'
import { currentRequestId, log, runWithRequestId } from './log.server'

test('outside production a warning or an error reaches console.error as one JSON line, scrubbed', () => {
	const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
	runWithRequestId('req-test-0001', () => {
		expect(currentRequestId()).toBe('req-test-0001')
		log.error('could not notify ana@example.com', new Error('refused for ana@example.com'))
	})
	expect(consoleError).toHaveBeenCalledTimes(1)
	const line = JSON.parse(consoleError.mock.calls[0][0] as string)
	expect(line).toMatchObject({
		level: 'error',
		reqId: 'req-test-0001',
		msg: 'could not notify [email]',
		err: { type: 'Error', message: 'refused for [email]' },
	})
	expect(line.instance).toEqual(expect.any(String))
	expect(JSON.stringify(line)).not.toContain('ana@example.com')
	expect(currentRequestId()).toBeUndefined()
})

test('objects lose their secret fields; tests log only warnings and errors', () => {
	const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
	const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {})
	log.info('not shown in tests')
	log.warn('login refused', { email: 'ana@example.com', password: 'hunter22', attempts: 3 })
	expect(consoleLog).not.toHaveBeenCalled()
	const line = JSON.parse(consoleError.mock.calls[0][0] as string)
	expect(line.data).toEqual({ email: '[redacted]', password: '[redacted]', attempts: 3 })
})
