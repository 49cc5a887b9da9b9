import { Link } from 'react-router'

/** The banner inviting providers to list, shown on / and /therapists. */
export function ProviderBanner() {
	return (
		<aside aria-label="For providers" className="border-brand-100 border-b bg-brand-50">
			<div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
				<p className="text-ink">
					<strong>Are you a therapist?</strong> List your practice for free. Sign-up takes under 10 minutes on
					average.
				</p>
				<Link to="/for-providers" className="font-medium text-brand-700 underline hover:text-brand-900">
					Learn about membership
				</Link>
			</div>
		</aside>
	)
}
