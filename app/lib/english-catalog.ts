import type { Messages } from '@lingui/core'

// English is the source language: its compiled catalog is part of the bundle, as the English text
// was before the catalogs (docs/decisions/0012-lingui-for-spanish.md).
const english = import.meta.glob<Messages>('../locales/en/*.json', { eager: true, import: 'default' })

export const ENGLISH_CATALOG: Messages = Object.assign({}, ...Object.values(english))
