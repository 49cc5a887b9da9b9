import { POST_SLUGS } from '~/platform/reference/post-slugs'

/** A link of the site's menus: `label` is a message id of the shell's catalog (app/locales/{en,es}/shell.json). */
export type NavLink = { label: string; href: string }

export const SELF_TEST_LINKS: NavLink[] = [
	{ label: 'shell.anxietyTest', href: '/tests/anxiety' },
	{ label: 'shell.depressionTest', href: '/tests/depression' },
]

export const ASK_THERAPISTS_LINKS: NavLink[] = POST_SLUGS.map((slug) => ({
	label: `post.title.${slug}`,
	href: `/posts/${slug}`,
}))

export const LEARN_LINKS: NavLink[] = [
	{ label: 'shell.aboutAnxiety', href: '/learn/anxiety' },
	{ label: 'shell.aboutDepression', href: '/learn/depression' },
	{ label: 'shell.aboutAdhd', href: '/learn/adhd' },
]
