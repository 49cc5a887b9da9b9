// Production entry: the built bundle (build/server/index.js) holds the Hono app and the React Router build.
const { startServer } = await import('./build/server/index.js')
try {
	await startServer()
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
