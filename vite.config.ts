import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// Native and WASM packages stay out of the SSR bundle: they load their own binaries at run time.
const SERVER_EXTERNALS = ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer']

export default defineConfig(({ isSsrBuild }) => ({
	plugins: [tailwindcss(), reactRouter()],
	resolve: { tsconfigPaths: true },
	ssr: { external: SERVER_EXTERNALS },
	build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : undefined,
}))
