import type { providers, responses } from '~/db/schema'

type ProviderInsert = typeof providers.$inferInsert
/** Columns that may hold null: a new optional profile field needs no demo value to seed. */
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T]

/** A demo provider and their answers, as rows ready to insert: every column that cannot be null is set. */
export type DemoProvider = Required<Omit<ProviderInsert, NullableKeys<ProviderInsert>>> &
	Pick<ProviderInsert, NullableKeys<ProviderInsert>>
export type DemoResponse = Required<typeof responses.$inferInsert>
export type DemoRecord = { provider: DemoProvider; responses: DemoResponse[] }
