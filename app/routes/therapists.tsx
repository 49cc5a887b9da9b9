import { data, redirect } from 'react-router'
import { findStateBySlug } from '~/features/reference/states'
import { findTagBySlug } from '~/features/reference/tags'
import type { Route } from './+types/therapists'

export async function loader({ params, request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const pickedState = findStateBySlug(url.searchParams.get('state'))
	if (!params.first && pickedState) throw redirect(`/therapists/${pickedState.slug}`)
	const state = findStateBySlug(params.first)
	const tag = state ? findTagBySlug(params.second) : findTagBySlug(params.first)
	if ((params.first && !state && !tag) || (params.second && (!state || !tag)))
		throw data(null, { status: 404 })
	return { state: state ?? null, tag: tag ?? null }
}

export default function Therapists({ loaderData }: Route.ComponentProps) {
	const { state, tag } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="font-serif text-3xl">
				{tag ? `${tag.label} ` : ''}Therapists{state ? ` in ${state.label}` : ''}
			</h1>
		</div>
	)
}
