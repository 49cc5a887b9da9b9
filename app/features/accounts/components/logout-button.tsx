import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { clearMirror, mirrorStore } from '../session-mirror'
import { postJson } from './post-json'

/**
 * Logout as a real form to POST /auth/logout (works without JavaScript: the endpoint then
 * redirects home); with JavaScript it posts JSON, clears the session mirror and goes home.
 */
export function LogoutButton({ className }: { className: string }) {
	const navigate = useNavigate()
	const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		await postJson('/auth/logout', {})
		clearMirror(mirrorStore())
		navigate('/')
	}
	return (
		<form method="post" action="/auth/logout" onSubmit={onSubmit}>
			<button type="submit" className={className}>
				Logout
			</button>
		</form>
	)
}
