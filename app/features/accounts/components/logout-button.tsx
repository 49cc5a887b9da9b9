import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useJsonSubmit } from '~/components/ui/use-json-submit'

/**
 * Logout as a real form to POST /auth/logout (works without JavaScript: the endpoint then
 * redirects home); with JavaScript a fetcher posts JSON, the root data revalidates (which clears
 * the session mirror) and we go home.
 */
export function LogoutButton({ className }: { className: string }) {
	const navigate = useNavigate()
	const logout = useJsonSubmit({ action: '/auth/logout', onSuccess: () => navigate('/') })
	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		logout.submit({})
	}
	return (
		<form method="post" action="/auth/logout" onSubmit={onSubmit}>
			<button type="submit" className={className} aria-busy={logout.busy || undefined}>
				Logout
			</button>
		</form>
	)
}
