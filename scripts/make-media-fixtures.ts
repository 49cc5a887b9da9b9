// Records the small media fixtures of the recording tests (tests/fixtures/media/) with the
// machine's Chromium and its fake camera and microphone, the way the recorder in the browser
// records them: `npx tsx scripts/make-media-fixtures.ts`. MediaRecorder needs a secure context,
// so the page comes from a local http server on localhost (docs/product.md#answers).
import { writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { chromium } from 'playwright-core'

const OUT = path.resolve('tests/fixtures/media')
const SECONDS = 3

const FIXTURES = [
	{ file: 'video-3s.webm', mimeType: 'video/webm;codecs=vp8,opus', video: true },
	{ file: 'audio-3s.weba', mimeType: 'audio/webm;codecs=opus', video: false },
	{ file: 'video-3s.mp4', mimeType: 'video/mp4', video: true },
	{ file: 'audio-3s.m4a', mimeType: 'audio/mp4', video: false },
] as const

const PAGE = `<!doctype html><meta charset="utf-8"><title>fixtures</title><script>
window.record = async (mimeType, video, seconds) => {
	const stream = await navigator.mediaDevices.getUserMedia({
		audio: true,
		video: video ? { width: 320, height: 240, frameRate: 15 } : false,
	})
	const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 250000, audioBitsPerSecond: 32000 })
	const chunks = []
	recorder.ondataavailable = (e) => chunks.push(e.data)
	const done = new Promise((resolve) => (recorder.onstop = resolve))
	recorder.start(1000)
	await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
	recorder.stop()
	await done
	for (const track of stream.getTracks()) track.stop()
	const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
	let binary = ''
	for (const b of bytes) binary += String.fromCharCode(b)
	return { type: recorder.mimeType, base64: btoa(binary) }
}
</script>`

const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as AddressInfo
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
})
try {
	const page = await browser.newPage()
	await page.goto(`http://localhost:${port}/`)
	for (const fixture of FIXTURES) {
		const supported = await page.evaluate((t) => MediaRecorder.isTypeSupported(t), fixture.mimeType)
		if (!supported) {
			console.warn(`skipped ${fixture.file}: ${fixture.mimeType} is not supported by this browser`)
			continue
		}
		const result = await page.evaluate(
			({ mimeType, video, seconds }) =>
				(
					window as unknown as {
						record: (m: string, v: boolean, s: number) => Promise<{ type: string; base64: string }>
					}
				).record(mimeType, video, seconds),
			{ mimeType: fixture.mimeType, video: fixture.video, seconds: SECONDS },
		)
		const bytes = Buffer.from(result.base64, 'base64')
		await writeFile(path.join(OUT, fixture.file), bytes)
		console.log(`${fixture.file}: ${result.type}, ${bytes.length} bytes`)
	}
} finally {
	await browser.close()
	server.close()
}
