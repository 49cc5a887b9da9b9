// The part of `zipcodes` 8 (no types of its own) that zip-geography.server.ts reads.
declare module 'zipcodes' {
	export const codes: Record<
		string,
		{ zip: string; latitude: number; longitude: number; city: string; state: string; country: string }
	>
}
