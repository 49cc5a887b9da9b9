import type { ComponentType } from 'react'
import { lazyWithRetry } from './lazy-modal'
import type { ProfileModalProps } from './modal-props'

type ModalProps = ProfileModalProps & { publicUrl: string }
type Loader = () => Promise<{ default: ComponentType<ModalProps> }>

// One chunk per modal: the owner's page stays light, and each modal loads when first opened
// (or when the page preloads them after about a second, docs/product.md#profile-editing).
const LOADERS = {
	profile: () => import('./modals/your-profile-modal'),
	photo: () => import('./modals/photo-modal'),
	about: () => import('./modals/about-modal'),
	specialties: () => import('./modals/specialties-modal'),
	approaches: () => import('./modals/approaches-modal'),
	costs: () => import('./modals/costs-modal'),
	identity: () => import('./modals/identity-modal'),
	practice: () => import('./modals/practice-modal'),
	licence: () => import('./modals/licence-modal'),
	share: () => import('./modals/share-modal'),
	consultation: () => import('./modals/consultation-modal'),
	// Answers own their editors (features/answers); the profile page hosts them like the others.
	question: () => import('~/features/answers/components/question-picker-modal'),
	answer: () => import('~/features/answers/components/answer-editor-modal'),
} satisfies Record<string, Loader>

export type ModalKey = keyof typeof LOADERS
const MODAL_KEYS = Object.keys(LOADERS) as ModalKey[]

export function isModalKey(value: string | null): value is ModalKey {
	return value !== null && value in LOADERS
}

export const MODALS = {} as Record<ModalKey, ComponentType<ModalProps>>
for (const key of MODAL_KEYS) MODALS[key] = lazyWithRetry<ModalProps>(LOADERS[key] as Loader)

/** Warms the module cache so a click opens at once. Failures are ignored: opening retries properly. */
export function preloadModals(): void {
	for (const key of MODAL_KEYS) preloadModal(key)
}

/** One modal's code, e.g. when a finger touches its edit link (before the click). */
export function preloadModal(key: ModalKey): void {
	void (LOADERS[key] as Loader)().catch(() => {})
}

/** The visible title of each modal, for links that open them. */
export const MODAL_TITLES: Record<ModalKey, string> = {
	profile: 'Your Profile',
	photo: 'Your Photo',
	about: 'About',
	specialties: 'Your Specialties',
	approaches: 'Your Approaches',
	costs: 'Costs and Insurance',
	identity: 'Identity and Client Focuses',
	practice: 'Practice Details',
	licence: 'Licence',
	share: 'Share Profile',
	consultation: 'Free consultation',
	question: 'Pick a Question to Answer',
	answer: 'Your Answer',
}
