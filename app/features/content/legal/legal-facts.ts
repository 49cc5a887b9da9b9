// The legal documents' dates and numbers, apart from their text, so that each language's page (and
// the pages quoting them) imports these without the other language's text.

export const PRIVACY_POLICY_UPDATED = '2026-11-29'
export const TERMS_OF_USE_UPDATED = '2026-11-22'
export const USER_GUIDELINES_UPDATED = '2026-11-22'

/** How long a visitor's message (and the e-mail carrying it) is kept before it is deleted. */
export const CONTACT_MESSAGE_RETENTION_DAYS = 90

/**
 * How long a report about a profile (and the reporter's e-mail address, if given) is kept after a
 * moderator closes it; an open report is kept until a person closes it (docs/product.md#reports).
 */
export const REPORT_RETENTION_DAYS = 90

/** How long backup copies are kept, so a deleted account leaves every copy within this time. */
export const BACKUP_RETENTION_DAYS = 30

/** The liability cap: the greater of this amount or the fees paid in the prior 12 months (docs/product.md#plans-and-legal). */
export const LIABILITY_CAP_USD = 50
/** Notice given before a material change to the terms takes effect (docs/product.md#plans-and-legal). */
export const MATERIAL_CHANGE_NOTICE_DAYS = 30
