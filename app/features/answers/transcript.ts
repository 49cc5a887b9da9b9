// A recorded answer's transcript as captions (docs/product.md#answers). Pure: the browser shows
// the same cues the server serves as WebVTT at /captions/<answer id>.vtt.

type Cue = { start: number; end: number; text: string }

/** About two caption lines. */
const MAX_CUE_CHARS = 80
/** A cue with no recording length to spread over gets this long per character (~15 chars/s). */
const SECONDS_PER_CHAR = 1 / 15

/** `[1:05]`, `1:05`, `[0:01:05]` or `1:05.5` at the start of a line: where that line's words start. */
const TIMESTAMP = /^\s*\[?((?:\d+:)?\d{1,2}:\d{2}(?:\.\d+)?)\]?\s*/

function toSeconds(stamp: string): number {
	return stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/** Sentences, each cut into pieces of at most MAX_CUE_CHARS at word boundaries. */
function pieces(text: string): string[] {
	const sentences =
		text
			.replace(/\s+/g, ' ')
			.trim()
			.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? []
	const out: string[] = []
	for (const sentence of sentences.map((s) => s.trim()).filter(Boolean)) {
		let line = ''
		for (const word of sentence.split(' ')) {
			if (line && line.length + 1 + word.length > MAX_CUE_CHARS) {
				out.push(line)
				line = word
			} else {
				line = line ? `${line} ${word}` : word
			}
		}
		if (line) out.push(line)
	}
	return out
}

/** Cues from start to end, each as long as its share of the characters. */
function spread(text: string, start: number, end: number): Cue[] {
	const parts = pieces(text)
	const total = parts.reduce((sum, p) => sum + p.length, 0)
	const cues: Cue[] = []
	let at = start
	for (const part of parts) {
		const length = ((end - start) * part.length) / total
		cues.push({ start: round(at), end: round(at + length), text: part })
		at += length
	}
	return cues
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000

/**
 * Captions for a transcript. Lines may start with a timestamp (`[0:05]` or `0:05`) that sets when
 * their words start; untimed text is split into sentences spread over the time it has (up to the
 * next timestamp, or the recording's end) in proportion to their length.
 */
export function parseTranscript(text: string, durationSeconds: number | null): Cue[] {
	const segments: Array<{ at: number | null; text: string }> = []
	for (const line of text.split(/\r?\n/)) {
		const match = line.match(TIMESTAMP)
		const words = (match ? line.slice(match[0].length) : line).trim()
		if (match) segments.push({ at: toSeconds(match[1]), text: words })
		else if (words) {
			const last = segments.at(-1)
			if (last) last.text = `${last.text} ${words}`.trim()
			else segments.push({ at: null, text: words })
		}
	}
	const chars = segments.reduce((sum, s) => sum + s.text.length, 0)
	const end = durationSeconds && durationSeconds > 0 ? durationSeconds : chars * SECONDS_PER_CHAR
	const cues: Cue[] = []
	for (const [i, segment] of segments.entries()) {
		if (!segment.text) continue
		const start = Math.min(segment.at ?? 0, end)
		const followingAt = segments.slice(i + 1).find((s) => s.at !== null)?.at ?? end
		const stop = Math.max(Math.min(followingAt, end), start)
		cues.push(
			...spread(segment.text, start, stop > start ? stop : start + segment.text.length * SECONDS_PER_CHAR),
		)
	}
	return cues
}

/** hh:mm:ss.ttt */
function vttTime(seconds: number): string {
	const ms = Math.round(seconds * 1000)
	const h = Math.floor(ms / 3_600_000)
	const m = Math.floor((ms % 3_600_000) / 60_000)
	const s = Math.floor((ms % 60_000) / 1000)
	const pad = (n: number, width = 2) => String(n).padStart(width, '0')
	return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`
}

/** Cue text may not hold `-->`, and `<` and `&` start markup in WebVTT. */
function escapeCueText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function toWebVtt(cues: Cue[]): string {
	const blocks = cues.map(
		(cue) => `${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${escapeCueText(cue.text)}`,
	)
	return `WEBVTT\n\n${blocks.map((b) => `${b}\n\n`).join('')}`
}

/** The transcript as people read it: the timestamps left out. */
export function transcriptPlainText(text: string): string {
	return text
		.split(/\r?\n/)
		.map((line) => line.replace(TIMESTAMP, ''))
		.join('\n')
		.trim()
}
