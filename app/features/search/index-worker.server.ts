import { serveIndexWorker } from '~/platform/search-engine/index-encoding.server'
import { SEARCH_INDEX } from './index-definition.server'

// The search index's worker thread: the engine starts this module (SEARCH_INDEX.worker) to read and
// encode half of a build's rows by the directory's definition. It loads only what that needs, not
// the server (vite.config.ts builds it as an entry of its own).
serveIndexWorker(SEARCH_INDEX)
