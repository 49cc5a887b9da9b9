import { createSearchIndex } from '~/platform/search-engine/search-engine.server'
import { SEARCH_INDEX } from './index-definition.server'

// The directory's search index: the engine (app/platform/search-engine) over the definition of
// index-definition.server.ts, one per database (docs/search.md).
const indexes = createSearchIndex(SEARCH_INDEX)

/** The search index of a database, one per process (and per test database). */
export const getSearchIndex = indexes.get

/** Waits for the index of a database, if it has one, to finish reading it (before the database closes). */
export const settleSearchIndex = indexes.settle

/** Ends the background builds of a database's index before it closes (server/app.ts, on shutdown). */
export const stopSearchIndex = indexes.stop
