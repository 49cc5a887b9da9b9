import type { Db } from './client.server'

// A hot query's SQL built once per database instead of on every call: Drizzle's query builder costs
// about 1.5 ms of CPU for a select with a join or an upsert, more than the query itself on
// PostgreSQL (docs/benchmarks.md, issues 47 and 48). `build` returns the query's `.prepare(name)`
// with sql.placeholder() for its values; on PostgreSQL the statement is also parsed once per connection.

/** The prepared query of `build` for each database it is asked for (kept as long as the database). */
export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
	const built = new WeakMap<Db, Query>()
	return (db) => {
		let query = built.get(db)
		if (!query) {
			query = build(db)
			built.set(db, query)
		}
		return query
	}
}
