import type { providers, responses } from '~/db/schema'

/** A demo provider and their answers, as rows ready to insert. */
export type DemoProvider = Required<typeof providers.$inferInsert>
export type DemoResponse = Required<typeof responses.$inferInsert>
export type DemoRecord = { provider: DemoProvider; responses: DemoResponse[] }
