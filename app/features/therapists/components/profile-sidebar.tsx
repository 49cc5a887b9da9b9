import type { ReactNode } from 'react'
import { buttonClass } from '~/components/ui/button'
import { ACCESS_NEEDS } from '~/platform/reference/access-needs'
import { addressLines, directionsUrl, formatPlaces, formatPriceRange } from '../practice-format'
import type { PublicProfile } from '../public-profile.server'
import { useI18n } from '~/lib/i18n'
import { type LabelList, referenceLabel } from '~/lib/reference-label'
import { registerEnglish } from '~/lib/english-catalog'
import profileEn from '~/locales/en/profile.json'

registerEnglish(profileEn)

/** The sidebar sections an owner can edit (each opens its modal). */
export type SidebarSection = 'specialties' | 'approaches' | 'costs' | 'focuses' | 'ages' | 'practice'

function Section({
	name,
	title,
	children,
	action,
}: {
	/** The section's id, the same in every language. */
	name: string
	title: string
	children: ReactNode
	action?: ReactNode
}) {
	const id = `sidebar-${name}`
	return (
		<section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-5">
			<div className="flex items-center justify-between gap-3">
				<h2 id={id} className="font-serif text-ink text-xl">
					{title}
				</h2>
				{action}
			</div>
			<div className="mt-3">{children}</div>
		</section>
	)
}

function Empty({ children }: { children: string }) {
	return <p className="text-muted">{children}</p>
}

/** Chips of one reference list: each item's `key` is its stable key in the list (app/lib/reference-label.ts). */
function Chips({
	list,
	items,
}: {
	list: LabelList
	items: Array<{ key: string; label: string; strong?: boolean }>
}) {
	const i18n = useI18n()
	return (
		<ul className="flex flex-wrap gap-2">
			{items.map((item) => (
				<li
					key={item.key}
					className={
						item.strong
							? 'rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-900 text-sm'
							: 'rounded-full bg-stone-100 px-3 py-1 text-ink text-sm'
					}
				>
					{referenceLabel(i18n, list, item.key, item.label)}
					{item.strong ? <span className="sr-only"> {i18n.t('profile.topSpecialty')}</span> : null}
				</li>
			))}
		</ul>
	)
}

/** Top specialties (up to 3, docs/product.md#validation) first and highlighted, then the others. */
function SpecialtyLists({ specialties }: { specialties: SidebarProfile['specialties'] }) {
	const { t } = useI18n()
	const top = specialties.filter((s) => s.isTop)
	const others = specialties.filter((s) => !s.isTop)
	if (top.length === 0 || others.length === 0) {
		return (
			<Chips list="tag" items={specialties.map((s) => ({ key: s.slug, label: s.label, strong: s.isTop }))} />
		)
	}
	return (
		<dl className="space-y-3">
			<div>
				<dt className="mb-1 font-medium text-muted text-sm">{t('profile.topSpecialties')}</dt>
				<dd>
					<Chips list="tag" items={top.map((s) => ({ key: s.slug, label: s.label, strong: true }))} />
				</dd>
			</div>
			<div>
				<dt className="mb-1 font-medium text-muted text-sm">{t('profile.alsoWorksWith')}</dt>
				<dd>
					<Chips list="tag" items={others.map((s) => ({ key: s.slug, label: s.label }))} />
				</dd>
			</div>
		</dl>
	)
}

function labelled(values: string[]) {
	return values.map((value) => ({ key: value, label: value }))
}

/** The client focuses, each titled by `profile.<key>` in the catalogs. */
const FOCUS_GROUPS = ['gender', 'ethnicity', 'sexuality', 'faith', 'language'] as const

type SidebarProfile = Pick<
	PublicProfile,
	| 'specialties'
	| 'approaches'
	| 'min_cost'
	| 'max_cost'
	| 'payments'
	| 'gender'
	| 'ethnicity'
	| 'sexuality'
	| 'faith'
	| 'language'
	| 'focuses_age'
	| 'addressOne'
	| 'addressTwo'
	| 'city'
	| 'state'
	| 'zip'
	| 'online_therapy'
	| 'teletherapy'
	| 'wheelchair_accessible'
	| 'evening_hours'
	| 'weekend_hours'
	| 'licensed_states'
>

type ProfileSidebarProps = {
	profile: SidebarProfile
	/** The owner's edit button for a section (only the owner's page passes it). */
	editControl?: (section: SidebarSection) => ReactNode
	/** Opened from a near listing: '3.2 mi away', next to the office. */
	milesAway?: string | null
}

/**
 * Specialties, Approaches, Costs and Insurance, Client Focuses, Age Groups, and Office Location
 * (visitors) or Practice Details (the owner: licensed states, online therapy and the office).
 */
export function ProfileSidebar({ profile, editControl, milesAway }: ProfileSidebarProps) {
	const edit = (section: SidebarSection) => editControl?.(section)
	const price = formatPriceRange(profile.min_cost, profile.max_cost)
	const focusGroups = FOCUS_GROUPS.filter((key) => profile[key].length > 0)
	const { t } = useI18n()
	return (
		<>
			<Section name="specialties" title={t('profile.specialties')} action={edit('specialties')}>
				{profile.specialties.length > 0 ? (
					<SpecialtyLists specialties={profile.specialties} />
				) : (
					<Empty>{t('profile.noSpecialties')}</Empty>
				)}
			</Section>
			<Section name="approaches" title={t('profile.approaches')} action={edit('approaches')}>
				{profile.approaches.length > 0 ? (
					<Chips list="tag" items={profile.approaches.map((a) => ({ key: a.slug, label: a.label }))} />
				) : (
					<Empty>{t('profile.noApproaches')}</Empty>
				)}
			</Section>
			<Section name="costs-and-insurance" title={t('profile.costs')} action={edit('costs')}>
				{price || profile.payments.length > 0 ? (
					<div className="space-y-3">
						{price ? (
							<p className="text-ink">
								<span className="text-muted">{t('profile.perSession')} </span>
								<strong className="font-semibold">{price}</strong>
							</p>
						) : null}
						{profile.payments.length > 0 ? (
							<Chips list="payment" items={profile.payments.map((p) => ({ key: p.value, label: p.label }))} />
						) : null}
					</div>
				) : (
					<Empty>{t('profile.noPayments')}</Empty>
				)}
			</Section>
			<Section name="client-focuses" title={t('profile.focuses')} action={edit('focuses')}>
				{focusGroups.length > 0 ? (
					<dl className="space-y-3">
						{focusGroups.map((key) => (
							<div key={key}>
								<dt className="mb-1 font-medium text-muted text-sm">{t(`profile.${key}`)}</dt>
								<dd>
									<Chips list={key} items={labelled(profile[key])} />
								</dd>
							</div>
						))}
					</dl>
				) : (
					<Empty>{t('profile.noFocuses')}</Empty>
				)}
			</Section>
			<Section name="age-groups" title={t('profile.ages')} action={edit('ages')}>
				{profile.focuses_age.length > 0 ? (
					<Chips list="age" items={labelled(profile.focuses_age)} />
				) : (
					<Empty>{t('profile.noAges')}</Empty>
				)}
			</Section>
			{editControl ? (
				<PracticeDetails profile={profile} action={edit('practice')} />
			) : (
				<Section name="office-location" title={t('profile.office')}>
					<OfficeLocation profile={profile} milesAway={milesAway} />
					<AccessNeeds profile={profile} />
				</Section>
			)}
		</>
	)
}

/** The office address with a map link, or 'No listed office.', and whether sessions are online too. */
function OfficeLocation({
	profile,
	showOnline = true,
	milesAway,
}: {
	profile: SidebarProfile
	showOnline?: boolean
	milesAway?: string | null
}) {
	const { t } = useI18n()
	const address = profile.online_therapy === 'Teletherapy Only' ? [] : addressLines(profile)
	const online =
		showOnline &&
		(profile.online_therapy === 'Teletherapy Only' ||
			(profile.teletherapy && profile.online_therapy === 'Both'))
	return (
		<>
			{address.length > 0 ? (
				<>
					<address className="text-ink not-italic leading-relaxed">
						{address.map((line) => (
							<span key={line} className="block">
								{line}
							</span>
						))}
					</address>
					{milesAway ? <p className="mt-1 font-medium text-ink">{milesAway}</p> : null}
					<a
						href={directionsUrl(address)}
						target="_blank"
						rel="noopener noreferrer"
						className={buttonClass({ variant: 'secondary', className: 'mt-3' })}
					>
						{t('profile.directions')}
					</a>
				</>
			) : (
				<Empty>{t('profile.noOffice')}</Empty>
			)}
			{online ? (
				<p className="mt-3 text-muted text-sm">
					{profile.online_therapy === 'Teletherapy Only' ? t('profile.onlineOnly') : t('profile.onlineToo')}
				</p>
			) : null}
		</>
	)
}

/** The access needs the provider offers, one line each (none: nothing). */
function AccessNeeds({ profile }: { profile: SidebarProfile }) {
	const offered = ACCESS_NEEDS.filter((need) => profile[need.name])
	const i18n = useI18n()
	if (offered.length === 0) return null
	return (
		<ul aria-label={i18n.t('profile.access')} className="mt-3 space-y-1 text-ink">
			{offered.map((need) => (
				<li key={need.name}>
					<span aria-hidden="true">✓ </span>
					{referenceLabel(i18n, 'access', need.name, need.label)}
				</li>
			))}
		</ul>
	)
}

const ONLINE_TEXT: Record<SidebarProfile['online_therapy'], string> = {
	Both: 'In person and online',
	'Teletherapy Only': 'Online only (teletherapy)',
	'In-Person Only': 'In person only',
}

/** The owner's view of where and how they practice: what search uses to place them. */
function PracticeDetails({ profile, action }: { profile: SidebarProfile; action: ReactNode }) {
	return (
		<Section name="practice-details" title="Practice Details" action={action}>
			<dl className="space-y-2 text-ink">
				<div>
					<dt className="font-medium text-muted text-sm">Licensed in</dt>
					<dd>
						{profile.licensed_states.length > 0 ? formatPlaces(profile.licensed_states) : 'No states yet.'}
					</dd>
				</div>
				<div>
					<dt className="font-medium text-muted text-sm">Sessions</dt>
					<dd>{ONLINE_TEXT[profile.online_therapy]}</dd>
				</div>
				<div>
					<dt className="font-medium text-muted text-sm">Office</dt>
					<dd>
						<OfficeLocation profile={profile} showOnline={false} />
					</dd>
				</div>
				<div>
					<dt className="font-medium text-muted text-sm">Access</dt>
					<dd>
						{ACCESS_NEEDS.some((need) => profile[need.name]) ? (
							<AccessNeeds profile={profile} />
						) : (
							'None listed.'
						)}
					</dd>
				</div>
			</dl>
		</Section>
	)
}
