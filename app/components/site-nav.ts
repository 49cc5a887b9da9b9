import { POSTS } from '~/platform/reference/posts'

export type NavLink = { label: string; href: string }

export const SELF_TEST_LINKS: NavLink[] = [
	{ label: 'Anxiety Test', href: '/tests/anxiety' },
	{ label: 'Depression Test', href: '/tests/depression' },
]

export const ASK_THERAPISTS_LINKS: NavLink[] = POSTS.map((p) => ({
	label: p.title,
	href: `/posts/${p.slug}`,
}))

export const LEARN_LINKS: NavLink[] = [
	{ label: 'About Anxiety', href: '/learn/anxiety' },
	{ label: 'About Depression', href: '/learn/depression' },
	{ label: 'About ADHD', href: '/learn/adhd' },
]
