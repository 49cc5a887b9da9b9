import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

// Native and WASM packages stay out of the SSR bundle: they load their own binaries at run time.
const SERVER_EXTERNALS = ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer', '@node-rs/argon2']

/** The modules every page loads: the client entry and the root route, with what they import. */
const SHELL_ROOTS = /\/app\/root\.tsx(\?|$)|\/entry\.client\.[jt]sx?(\?|$)/

/**
 * Collects the static imports of the client entry and the root route into `shell` once the module
 * graph is known. Every page loads all of them anyway, but left alone the bundler cuts them into a
 * dozen chunks of 1–2 KB (each shared by a different set of routes): one file instead of a dozen
 * saves a phone on a slow network several round trips before the page can start
 * (docs/benchmarks.md, Lighthouse). The roots themselves stay where React Router puts them.
 */
function shellModules(shell: Set<string>): Plugin {
	return {
		name: 'openroom:shell-modules',
		apply: 'build',
		buildEnd() {
			const roots = [...this.getModuleIds()].filter((id) => SHELL_ROOTS.test(id))
			const stack = roots.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])
			while (stack.length > 0) {
				const id = stack.pop() as string
				if (shell.has(id) || roots.includes(id)) continue
				shell.add(id)
				stack.push(...(this.getModuleInfo(id)?.importedIds ?? []))
			}
		},
	}
}

export default defineConfig(({ isSsrBuild }) => {
	const shell = new Set<string>()
	return {
		plugins: [tailwindcss(), reactRouter(), isSsrBuild ? null : shellModules(shell)],
		resolve: { tsconfigPaths: true },
		ssr: { external: SERVER_EXTERNALS },
		build: isSsrBuild
			? { rollupOptions: { input: './server/app.ts' } }
			: {
					rolldownOptions: {
						output: {
							codeSplitting: {
								// Scripts only: the stylesheet is linked from root.tsx.
								groups: [
									{
										name: 'shell',
										test: (id: string) => shell.has(id) && !/\.css(\?|$)/.test(id),
									},
								],
							},
						},
					},
				},
	}
})
