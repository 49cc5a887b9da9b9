// Production entry: the built bundle (build/server/index.js) holds the Hono app and the React Router build.
// The boot (migrations, the search index: docs/deploy.md#restarts) starts first, from an entry of
// its own (build/server/boot.js, the same modules the bundle uses): the database and the search
// index's worker thread are at work while the rest of the server loads, about 2 s.
const { ensureBooted } = await import('./build/server/boot.js')
// A boot that fails here is forgotten; the server's own, which waits out a database that is down
// and reports the rest, tries again (server/boot.ts).
ensureBooted().catch(() => {})
const { startServer } = await import('./build/server/index.js')
try {
	await startServer()
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
