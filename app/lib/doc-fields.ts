// The API's docs and the app's objects share field names (docs/decisions/0011-one-name-per-field.md),
// so a doc is a pick of an object's fields, plus the few the API shows differently.

/** The keys of a doc's schema shape, without those derived by hand. */
export function storedFields<S extends Record<string, unknown>, D extends keyof S>(
	shape: S,
	derived: readonly D[],
) {
	return Object.keys(shape).filter((key): key is Exclude<keyof S & string, D> => !derived.includes(key as D))
}

/** The named fields of an object, and nothing else: what is not named never reaches a doc. */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
	return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>
}
