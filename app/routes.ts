import { index, prefix, type RouteConfig, route } from '@react-router/dev/routes'
import { pathOf, TWINNED_PAGES } from './lib/twinned-pages'

export default [
	// Directory and search
	index('routes/home.tsx'),
	route('therapists/:first?/:second?/:third?', 'routes/therapists.tsx'),
	route('therapist/:first/:second?', 'routes/therapist.tsx'),
	// 'Report this profile' (docs/product.md#reports): the profile's path, then /report.
	route('therapist/:first/:second?/report', 'routes/report-profile.tsx'),
	// A free consultation call (docs/product.md#free-consultations): the profile's path, then /book.
	route('therapist/:first/:second?/book', 'routes/book-consultation.tsx'),
	route('posts/:slug', 'routes/posts.tsx'),
	route('sitemap.xml', 'routes/sitemap-index.ts'),
	// Child sitemaps sit at the root: a sitemap lists only URLs under its own folder (sitemaps.org).
	route('sitemap-pages.xml', 'routes/sitemap.ts', { id: 'sitemap-pages' }),
	route('sitemap-listings.xml', 'routes/sitemap.ts', { id: 'sitemap-listings' }),
	route('sitemap-profiles.xml', 'routes/sitemap.ts', { id: 'sitemap-profiles' }),
	route('sitemaps/:name', 'routes/sitemaps-moved.ts'),
	route('robots.txt', 'routes/robots.ts'),
	route('zip-centroids.json', 'routes/zip-centroids.ts'),
	route('page-messages/:file', 'routes/page-messages.ts'),

	// Provider accounts
	route('register', 'routes/register.tsx'),
	route('login', 'routes/login.tsx'),
	route('login/link', 'routes/login-link.tsx'),
	route('reset', 'routes/reset.tsx'),
	route('verify', 'routes/verify.tsx'),
	route('account', 'routes/account.tsx'),
	route('account/deleted', 'routes/account-deleted.tsx'),
	route('account/listing', 'routes/account-listing.tsx'),
	route('account/export', 'routes/account-export.ts'),
	...prefix('auth', [
		route('login', 'routes/auth/login.ts'),
		route('register', 'routes/auth/register.ts'),
		route('logout', 'routes/auth/logout.ts'),
		route('request_reset', 'routes/auth/request-reset.ts'),
		route('reset_password', 'routes/auth/reset-password.ts'),
		route('request_verify', 'routes/auth/request-verify.ts'),
		route('verify_email', 'routes/auth/verify-email.ts'),
		route('request_update', 'routes/auth/request-update.ts'),
		route('change_password', 'routes/auth/change-password.ts'),
		route('update_email', 'routes/auth/update-email.ts'),
		route('request_sign_in_link', 'routes/auth/request-sign-in-link.ts'),
		route('sign_in_link', 'routes/auth/sign-in-link.ts'),
	]),
	// Answer links and unsubscribe from the availability e-mail (no login)
	route('availability', 'routes/availability.tsx'),
	route('unsubscribe/:token', 'routes/unsubscribe.tsx'),
	// The follow-up to a visitor's message: answers, unsubscribe, the provider's side (no login)
	route('follow-up/provider/:token', 'routes/follow-up-provider.tsx'),
	route('follow-up/:token/unsubscribe', 'routes/follow-up-unsubscribe.tsx'),
	route('consultation/cancel/:token', 'routes/consultation-cancel.tsx'),
	route('consultation/follow-up/:token', 'routes/consultation-follow-up.tsx'),
	route('consultation/invite/:token', 'routes/consultation-invite.ts'),
	// The provider's private calendar feed (docs/product.md#free-consultations): `{token}.ics`.
	route('consultation/feed/:file', 'routes/consultation-feed.ts'),
	route('follow-up/:token', 'routes/follow-up.tsx'),

	// Profile management: uploads, media, badges, billing
	route('uploads/user', 'routes/uploads/user.ts'),
	route('uploads/local', 'routes/uploads/local.ts'),
	route('uploads/response', 'routes/uploads/response.ts'),
	route('media/*', 'routes/media.ts'),
	route('captions/:file', 'routes/captions.ts'),
	route('badge/:short_id', 'routes/badge.ts'),
	route('billing', 'routes/billing.tsx'),

	// JSON API
	...prefix('api', [
		route('user', 'routes/api/user.ts'),
		route('user/:id/slots', 'routes/api/user-slots.ts'),
		route('tag', 'routes/api/tag.ts'),
		route('response', 'routes/api/response.ts'),
		route('question', 'routes/api/question.ts'),
		route('contact', 'routes/api/contact.ts'),
		route('report', 'routes/api/report.ts'),
		route('slots', 'routes/api/slots.ts'),
		route('consultation', 'routes/api/consultation.ts'),
		route('confirm_availability', 'routes/api/confirm-availability.ts'),
		route('account', 'routes/api/account.ts'),
		route('openapi.json', 'routes/api/openapi.ts'),
		route('*', 'routes/api/unknown.ts'),
	]),

	// The staff console (docs/product.md#staff-roles-second-factor-and-the-audit-log): English only;
	// anyone without a role gets the ordinary 404 on every path here.
	...prefix('moderation', [
		index('routes/moderation/home.tsx'),
		route('audit', 'routes/moderation/audit.tsx'),
		route('audit.csv', 'routes/moderation/audit-csv.ts'),
		route('staff', 'routes/moderation/staff.tsx'),
		route('queues', 'routes/moderation/queues.tsx'),
		route('profile/:short_id', 'routes/moderation/case.tsx'),
		route('licence/:short_id', 'routes/moderation/licence.tsx'),
		route('second-factor', 'routes/moderation/second-factor.tsx'),
		route('second-factor/enrol', 'routes/moderation/second-factor-enrol.tsx'),
		route('second-factor/verify', 'routes/moderation/second-factor-verify.tsx'),
		route('second-factor/recovery', 'routes/moderation/second-factor-recovery.tsx'),
	]),

	// Content
	route('for-providers', 'routes/for-providers.tsx'),
	route('developers', 'routes/developers.tsx'),
	route('about/directory-health', 'routes/about/directory-health.tsx'),
	route('licence-checks', 'routes/licence-checks.tsx'),
	route('learn/:topic', 'routes/learn.tsx'),
	route('tests/:slug', 'routes/quiz.tsx'),
	...prefix('legal', [
		route('privacy-policy', 'routes/legal/privacy-policy.tsx'),
		route('terms-of-use', 'routes/legal/terms-of-use.tsx'),
		route('user-guidelines', 'routes/legal/user-guidelines.tsx'),
	]),
	route('dev/mail', 'routes/dev-mail.tsx'),
	route('dev/ui', 'routes/dev-ui.tsx'),
	route('not-found', 'routes/not-found.tsx'),

	// The Spanish twins of the visitor pages (app/lib/twinned-pages.ts): the same modules under /es, the
	// same path after the prefix (docs/product.md#languages), or a Spanish module where the page is prose.
	// Each needs its own route id; the language is the URL's.
	...prefix('es', [
		...TWINNED_PAGES.map((twinned) => {
			const file = `routes/${twinned.prose ? 'es/' : ''}${twinned.page}.tsx`
			const id = `es/${twinned.page}`
			return pathOf(twinned) ? route(pathOf(twinned), file, { id }) : index(file, { id })
		}),
		route('*', 'routes/catch-all.tsx', { id: 'es/catch-all' }),
	]),
	route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig
