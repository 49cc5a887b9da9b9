// A module of its own: the players on every listing need it, without the recording rules'
// messages that only the recorder shows.

/** m:ss, for timers and durations. */
export function formatClock(seconds: number): string {
	const whole = Math.max(0, Math.floor(seconds))
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
