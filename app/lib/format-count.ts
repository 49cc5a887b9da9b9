// One formatter for every count on a page: Number#toLocaleString builds a new one per call, and a
// listing prints about 150 counts (docs/benchmarks.md, render cost).
const COUNT = new Intl.NumberFormat('en-US')

/** 12345 → '12,345', the same on the server and in the browser. */
export function formatCount(n: number): string {
	return COUNT.format(n)
}
