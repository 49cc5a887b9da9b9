#!/bin/sh
# Makes the demo directory's audio answers once, at development time (not at install or start):
# speech synthesized with Debian's espeak-ng, encoded as AAC in MP4 (plays in every current
# browser), and their peak levels for the waveform. Needs: apt-get install espeak-ng ffmpeg.
# Output: app/platform/demo/audio/<file>.m4a and demo-audio.json (docs/product.md#answers).
set -eu
cd "$(dirname "$0")/../.."
out=app/platform/demo/audio
mkdir -p "$out"
node --input-type=module - "$out" <<'JS'
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync, rmSync } from 'node:fs'
const out = process.argv[2]
const scripts = JSON.parse(readFileSync('scripts/demo-audio/scripts.json', 'utf8'))
const POINTS = 200
const entries = []
for (const s of scripts) {
	const wav = `/tmp/${s.file}.wav`
	execFileSync('espeak-ng', ['-v', s.voice, '-s', '150', '-w', wav, s.text])
	execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', wav, '-ac', '1', '-ar', '24000', '-c:a', 'aac', '-b:a', '32k', '-movflags', '+faststart', `${out}/${s.file}.m4a`])
	const pcm = execFileSync('ffmpeg', ['-loglevel', 'error', '-i', wav, '-ac', '1', '-ar', '8000', '-f', 's16le', '-'], { maxBuffer: 64 << 20 })
	const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2))
	const duration = samples.length / 8000
	const size = Math.ceil(samples.length / POINTS)
	const peaks = []
	for (let i = 0; i < samples.length; i += size) {
		let peak = 0
		for (let j = i; j < Math.min(i + size, samples.length); j++) peak = Math.max(peak, Math.abs(samples[j]))
		peaks.push(Math.round((peak / 32768) * 100) / 100)
	}
	const max = Math.max(...peaks, 0.01)
	rmSync(wav)
	entries.push({
		file: `${s.file}.m4a`,
		question_id: s.question_id,
		duration: Math.round(duration * 100) / 100,
		timeline: peaks.map((p) => Math.round((p / max) * 100) / 100),
		transcript: s.text,
	})
}
writeFileSync(`${out}/demo-audio.json`, `${JSON.stringify(entries, null, '\t')}\n`)
JS
ls -l "$out"
