import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { useI18n } from '~/lib/i18n'

/** The body of the 404 page, shared by /not-found and every unknown path. */
export function NotFoundContent() {
	const { t } = useI18n()
	return (
		<div className="mx-auto max-w-xl px-4 py-24 text-center">
			<title>{t('shell.notFound.title')}</title>
			<meta name="robots" content="noindex" />
			<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">404</p>
			<h1 className="mt-2 font-serif text-4xl text-ink">{t('shell.notFound.title')}</h1>
			<p className="mt-4 text-muted">{t('shell.notFound.body')}</p>
			<Link to={'/'} className={buttonClass({ size: 'lg', className: 'mt-8' })}>
				{t('shell.backHome')}
			</Link>
		</div>
	)
}

/**
 * The body of a profile a moderator hid (410, docs/product.md#moderation): said plainly, in the
 * page's language, with the way on to the directory.
 */
export function GoneContent() {
	const { t } = useI18n()
	return (
		<div className="mx-auto max-w-xl px-4 py-24 text-center">
			<title>{t('shell.gone.title')}</title>
			<meta name="robots" content="noindex" />
			<h1 className="font-serif text-4xl text-ink">{t('shell.gone.title')}</h1>
			<p className="mt-4 text-muted">{t('shell.gone.body')}</p>
			<Link to={'/therapists'} className={buttonClass({ size: 'lg', className: 'mt-8' })}>
				{t('shell.gone.find')}
			</Link>
		</div>
	)
}
