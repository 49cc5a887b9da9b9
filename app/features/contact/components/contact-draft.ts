/**
 * The visitor's unsent message to one therapist, kept for the tab (sessionStorage) so that Back,
 * Close or a reload does not throw it away; forgotten once sent or discarded
 * (docs/product.md#visitor-journeys). It never reaches the server until the visitor sends it.
 */
export const CONTACT_DRAFT_FIELDS = ['name', 'author_email', 'phone', 'private_message'] as const
export type ContactDraft = Record<(typeof CONTACT_DRAFT_FIELDS)[number], string>

const PREFIX = 'openroom:contact-draft:'

function keyFor(recipient_user: string): string {
	return `${PREFIX}${recipient_user}`
}

export function isEmptyDraft(draft: ContactDraft): boolean {
	return CONTACT_DRAFT_FIELDS.every((name) => draft[name].trim() === '')
}

/** The kept draft for this therapist, if any (only string fields are taken back). */
export function readContactDraft(recipient_user: string): Partial<ContactDraft> | null {
	try {
		const stored: unknown = JSON.parse(sessionStorage.getItem(keyFor(recipient_user)) ?? 'null')
		if (!stored || typeof stored !== 'object') return null
		const draft: Partial<ContactDraft> = {}
		for (const name of CONTACT_DRAFT_FIELDS) {
			const value = (stored as Record<string, unknown>)[name]
			if (typeof value === 'string') draft[name] = value
		}
		return draft
	} catch {
		return null
	}
}

/** Keeps the draft, or forgets it when every field is empty. */
export function saveContactDraft(recipient_user: string, draft: ContactDraft): void {
	try {
		if (isEmptyDraft(draft)) sessionStorage.removeItem(keyFor(recipient_user))
		else sessionStorage.setItem(keyFor(recipient_user), JSON.stringify(draft))
	} catch {
		// Storage unavailable or full: the form still works, the draft is just not kept.
	}
}

export function forgetContactDraft(recipient_user: string): void {
	try {
		sessionStorage.removeItem(keyFor(recipient_user))
	} catch {
		// Nothing was kept.
	}
}
