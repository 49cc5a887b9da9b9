import type { Duplex } from 'node:stream'
import { errorBody } from '~/lib/error-status'

type ClientError = Error & { code?: string }

/** Status, reason phrase and body for a request Node's HTTP parser refused before the app saw it. */
function refusal(error: ClientError): [number, string, string] {
	if (error.code === 'HPE_HEADER_OVERFLOW')
		return [
			431,
			'Request Header Fields Too Large',
			JSON.stringify(errorBody('too_large', 'The address or the headers are too large.')),
		]
	if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
		return [
			408,
			'Request Timeout',
			JSON.stringify(errorBody('invalid', 'The request took too long to arrive.')),
		]
	return [400, 'Bad Request', JSON.stringify(errorBody('invalid', 'The request is malformed.'))]
}

/**
 * Requests Node's parser refuses (an address or headers over 16 KB, a malformed request line) are
 * answered in the API's error shape too, instead of Node's bare status line
 * (docs/product.md#input). The socket is closed afterwards: its framing cannot be trusted.
 */
export function answerClientErrors(server: {
	on(event: 'clientError', listener: (error: ClientError, socket: Duplex) => void): unknown
}): void {
	server.on('clientError', (error, socket) => {
		if (error.code === 'ECONNRESET' || !socket.writable) {
			socket.destroy()
			return
		}
		const [status, reason, body] = refusal(error)
		socket.end(
			`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
		)
	})
}
