// Where pending uploads wait, per provider: photos under uploads/, recorded answers under
// recordings/ (a prefix photo ingestion never lists). Neither folder is ever served.
import { randomUUID } from 'node:crypto'

export function photoUploadPrefix(ownerId: string): string {
	return `uploads/${ownerId}/`
}

export function recordingUploadPrefix(ownerId: string): string {
	return `recordings/${ownerId}/`
}

/** Sortable by time, so the newest pending upload in a listing is the last key. */
export function timestampedName(now: Date): string {
	return `${String(now.getTime()).padStart(14, '0')}-${randomUUID()}`
}
