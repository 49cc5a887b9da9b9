import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/field'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { LogoutButton } from '~/features/accounts/components/logout-button'
import type { OwnProfile } from '../own-profile.server'
import { MESSAGES } from '../profile.schema'
import { EditLink } from './edit-modal-host'
import type { ModalKey } from './modal-registry'
import { useSiteName } from './use-site-name'
import { type Translate, useI18n } from '~/lib/i18n'

type Task = { modal: ModalKey; title: string; description: string; done: boolean; recommended?: boolean }

function checklistTasks(profile: OwnProfile, t: Translate): Task[] {
	return [
		{
			modal: 'profile',
			title: 'Your name and contact',
			description: 'Your name, headline, phone and website.',
			done: Boolean(profile.first_name.trim() && profile.last_name.trim() && profile.headline.trim()),
		},
		{
			modal: 'practice',
			title: 'Your practicing states',
			description: 'The states you are licensed in: clients search by state.',
			done: profile.licensed_states.length > 0,
		},
		// docs/product.md#licence-checks: entered is done; the check follows each save.
		{
			modal: 'licence',
			title: t('licences.onboarding.title'),
			description: t('licences.onboarding.description'),
			done: Boolean(profile.npi && profile.licenses.length > 0),
			recommended: true,
		},
		{
			modal: 'photo',
			title: 'Your profile photo',
			description: 'A friendly photo helps clients feel at ease.',
			done: profile.photo !== null,
			recommended: true,
		},
		{
			modal: 'consultation',
			title: 'Free consultation calls',
			description: 'Open times when new clients can book a short free call with you.',
			done: profile.consultation?.enabled === true,
			recommended: true,
		},
	]
}

/** The checklist needs a first and last name before it can be finished. */
function canFinishChecklist(profile: Pick<OwnProfile, 'first_name' | 'last_name'>): boolean {
	return Boolean(profile.first_name.trim() && profile.last_name.trim())
}

function StatusIcon({ done }: { done: boolean }) {
	return done ? (
		<svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 flex-none text-brand-700">
			<circle cx="12" cy="12" r="11" fill="currentColor" />
			<path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" />
		</svg>
	) : (
		<svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 flex-none text-stone-400">
			<circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
		</svg>
	)
}

/** What a new provider sees instead of their profile until onboarded (docs/product.md#profile-editing). */
export function OnboardingChecklist({ profile }: { profile: OwnProfile }) {
	const siteName = useSiteName()
	// Once saved, the page's data revalidates and the profile replaces this checklist.
	const save = useJsonSubmit({ action: '/api/user', onSuccess: () => window.scrollTo({ top: 0 }) })
	const error = save.failure ? (save.failure.message ?? MESSAGES.saveFailed) : null
	const tasks = checklistTasks(profile, useI18n().t)
	const doneCount = tasks.filter((t) => t.done).length
	const canFinish = canFinishChecklist(profile)

	const finish = () => {
		if (canFinish && !save.busy) save.submit({ id: profile.id, onboarded: true })
	}

	return (
		<div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-14">
			<div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
				<h1 className="font-serif text-3xl text-ink sm:text-4xl">Welcome to {siteName}</h1>
				<p className="mt-3 text-muted">
					A few short steps and your profile is ready to meet clients. You can change everything later.
				</p>
				<p className="mt-5 font-medium text-ink text-sm" aria-live="polite">
					{doneCount} of {tasks.length} done
				</p>
				<ol className="mt-2 space-y-3">
					{tasks.map((task) => (
						<li key={task.modal}>
							<EditLink
								modal={task.modal}
								className={`flex min-h-16 items-center gap-4 rounded-xl border px-4 py-3 hover:border-brand-700 hover:bg-brand-50 ${
									task.done ? 'border-brand-200 bg-brand-50/60' : 'border-stone-300 bg-white'
								}`}
							>
								<StatusIcon done={task.done} />
								<span className="min-w-0 flex-1">
									<span className="block font-medium text-ink">
										{task.title}
										{task.recommended ? (
											<span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 font-normal text-muted text-xs">
												Recommended
											</span>
										) : null}
									</span>
									<span className="block text-muted text-sm">{task.description}</span>
									<span className="sr-only">{task.done ? ' (done)' : ' (to do)'}</span>
								</span>
								<span aria-hidden="true" className="font-medium text-brand-700 text-sm">
									{task.done ? 'Edit' : 'Add'}
								</span>
							</EditLink>
						</li>
					))}
				</ol>
				<FormAlert message={error} className="mt-5 text-sm" />
				<Button
					size="lg"
					block
					className="mt-6"
					onClick={finish}
					disabled={!canFinish}
					loading={save.busy}
					loadingText="Saving…"
					aria-describedby={canFinish ? undefined : 'checklist-tip'}
				>
					Next Step — Take me to my Profile
				</Button>
				{canFinish ? null : (
					<p id="checklist-tip" className="mt-2 text-center text-muted text-sm">
						{MESSAGES.checklistName}
					</p>
				)}
				<div className="mt-6 flex justify-center border-stone-200 border-t pt-4">
					<LogoutButton className="min-h-11 rounded px-3 text-brand-700 underline hover:text-brand-900" />
				</div>
			</div>
		</div>
	)
}
