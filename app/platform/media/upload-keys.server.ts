// Where pending uploads wait, per provider: photos under uploads/, recorded answers under
// recordings/ (a prefix photo ingestion never lists). Neither folder is ever served.
import { randomUUID } from 'node:crypto'

export function photoUploadPrefix(owner_id: string): string {
	return `uploads/${owner_id}/`
}

export function recordingUploadPrefix(owner_id: string): string {
	return `recordings/${owner_id}/`
}

/** Sortable by time, so the newest pending upload in a listing is the last key. */
export function timestampedName(now: Date): string {
	return `${String(now.getTime()).padStart(14, '0')}-${randomUUID()}`
}
