import { demoNpi } from '~/features/licences/registry-generator'
import type { LicenceTypeKey } from '~/platform/reference/licence-types'
import type { CredentialKind } from './demo-data'

// A third of the demo directory claims a licence with an NPI (docs/product.md#licence-checks), so the
// 'Licence checked' filter finds someone on a fresh install: the demo registry (demo-registry.server.ts)
// lists them and the real check decides. Derived from what the generator already drew, no new draws,
// so every other demo field stays as it was.

/** The licence type of each kind of demo credential; associates hold no independent licence. */
const LICENCE_TYPE: Record<CredentialKind, LicenceTypeKey | null> = {
	'social-worker': 'lcsw',
	counselor: 'lpc',
	mft: 'lmft',
	psychologist: 'psychologist',
	'nurse-practitioner': 'pmhnp',
	associate: null,
	addiction: 'addiction_counselor',
	// Their card's licence line is an LPC ('Art Therapist, ATR-BC, LPC').
	'art-therapist': 'lpc',
}

export type DemoLicenceClaim = {
	npi: string
	licenses: { type: LicenceTypeKey; number: string; state: string }[]
}

/**
 * The NPI and licence of demo provider `index`, or null: every third index, with its first licence as
 * the card's line says it ('LPC #12345 (TX)'). The NPI is in the demo range (2 then the index).
 */
export function demoLicenceClaim(
	index: number,
	kind: CredentialKind,
	license: string,
): DemoLicenceClaim | null {
	const type = LICENCE_TYPE[kind]
	const first = /#(\d+) \(([A-Z]{2})\)/.exec(license)
	if (index % 3 !== 0 || !type || !first) return null
	return { npi: demoNpi(index), licenses: [{ type, number: first[1], state: first[2] }] }
}
