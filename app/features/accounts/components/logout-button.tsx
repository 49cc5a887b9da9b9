import { Form } from '~/components/local-link'

/**
 * Logout is a form posting to /auth/logout, which answers a form post with a redirect home. With
 * JavaScript React Router submits it (the root data revalidates, which clears the session mirror);
 * without, the browser does. A fetcher would not do: this button unmounts as soon as the session ends.
 */
export function LogoutButton({ className }: { className: string }) {
	return (
		<Form method="post" action="/auth/logout">
			<button type="submit" className={className}>
				Logout
			</button>
		</Form>
	)
}
