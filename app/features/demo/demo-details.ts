// Small generated details of a demo provider: ids, names, city, phone, website and license.
import { CITIES, type City, FIRST_NAMES, type NameGroup } from './demo-data'
import type { Rng } from './prng'

function hex(n: number, digits: number): string {
	return (n >>> 0).toString(16).padStart(digits, '0').slice(-digits)
}

/**
 * A UUID (version 8, "custom") that encodes the seed and the index, so ids are stable per (seed, index)
 * and never collide with each other or with the random v4 ids of real accounts.
 */
export function demoUuid(seedHash: number, index: number, kind: number, sub: number, rng: Rng): string {
	return `${hex(seedHash, 8)}-${hex(index >>> 16, 4)}-8${hex(kind, 1)}${hex(sub, 2)}-${hex(0x8000 | (rng.uint32() & 0x3fff), 4)}-${hex(index & 0xffff, 4)}${rng.hex(8)}`
}

export function round5(n: number): number {
	return Math.round(n / 5) * 5
}

export function pickFirstName(rng: Rng, group: NameGroup, nameGender: 'F' | 'M' | 'N'): string {
	if (nameGender !== 'N' && group.first && rng.chance(0.5)) return rng.pick(group.first[nameGender])
	return rng.pick(FIRST_NAMES[nameGender])
}

export function pickCity(rng: Rng, state: string): City {
	const cities = CITIES[state]
	return rng.weighted(cities.map((c, i) => [c, 6 / (i + 1) ** 1.1] as const))
}

export function phoneFor(rng: Rng, areaCode: string): string {
	// 555-0100 through 555-0199 are reserved for fictional use: no real person is ever called.
	const number = `${areaCode}55501${String(rng.int(0, 99)).padStart(2, '0')}`
	return rng.chance(0.15) ? `1${number}` : number
}

export function websiteFor(rng: Rng, url_tag: string): string {
	const compact = url_tag.replace(/-/g, '')
	return rng.weighted([
		[`https://www.${compact}therapy.example.com`, 3],
		[`https://${url_tag}-counseling.example.org`, 2],
		[`https://example.com/therapists/${url_tag}`, 2],
		[`https://www.example.org/${url_tag}`, 1],
	])
}

export function licenseFor(rng: Rng, prefix: string, states: string[]): string {
	const num = () => String(rng.int(1, 9) * 10 ** rng.int(3, 5) + rng.int(0, 999))
	let license = `${prefix} #${num()} (${states[0]})`
	if (states.length > 1 && rng.chance(0.4)) {
		const second = `${license}, #${num()} (${states[1]})`
		if (second.length <= 70) license = second
	}
	return license
}
