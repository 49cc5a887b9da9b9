import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'

/**
 * The catalogs (app/locales/{en,es}/*.json, ICU MessageFormat) imported as Lingui compiled catalogs:
 * Lingui's own compiler runs at build time, so the browser gets no message parser
 * (docs/decisions/0012-lingui-for-spanish.md).
 */
export function linguiCatalogs(): Plugin {
	return {
		name: 'openroom:lingui-catalogs',
		enforce: 'pre',
		transform(code, id) {
			if (!/\/app\/locales\/[a-z]{2}\/[^/?]+\.json$/.test(id)) return null
			const source = JSON.parse(code) as Record<string, string>
			const compiled: Record<string, unknown> = {}
			for (const [key, message] of Object.entries(source)) {
				compiled[key] = compileMessage(message)
			}
			// Still JSON: Vite's own JSON plugin makes it a module.
			return { code: JSON.stringify(compiled), map: null }
		},
	}
}
