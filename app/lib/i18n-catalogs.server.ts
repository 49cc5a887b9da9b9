import type { Catalog } from './i18n'

// The catalogs live in app/locales/{en,es}/*.json as ICU MessageFormat, compiled at build time
// (scripts/lingui-catalogs.ts). English, the source language, is in the client bundle
// (app/lib/english-catalog.ts); the Spanish catalog goes to the browser in the root loader's data,
// on Spanish pages only (docs/decisions/0012-lingui-for-spanish.md).

const spanish = import.meta.glob<Catalog>('../locales/es/*.json', { eager: true, import: 'default' })

const merged: Catalog = Object.assign({}, ...Object.values(spanish))

export function spanishCatalog(): Catalog {
	return merged
}
