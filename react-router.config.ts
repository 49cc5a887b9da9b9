import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// Middleware is on (the root's session and language context). The other v8 behaviours are off
	// by decision, so the build does not warn about them: each changes how pages load or are split,
	// and is a measured change of its own (docs/benchmarks.md) when taken.
	future: {
		v8_middleware: true,
		v8_splitRouteModules: false,
		v8_viteEnvironmentApi: false,
		v8_passThroughRequests: false,
		v8_trailingSlashAwareDataRequests: false,
	},
} satisfies Config
