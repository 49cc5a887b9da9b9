import { z } from 'zod'
import type { ZodOpenApiPathsObject } from 'zod-openapi'
import { DeleteAccountInputSchema } from '~/features/account-data/account-data.schema'
import { AccountDocSchema } from '~/features/accounts/account-doc'
import {
	ChangePasswordInputSchema,
	LoginInputSchema,
	RegisterInputSchema,
	RequestResetInputSchema,
	RequestSignInLinkInputSchema,
	RequestUpdateInputSchema,
	RequestVerifyInputSchema,
	ResetPasswordInputSchema,
	SignInLinkInputSchema,
	UpdateEmailInputSchema,
	VerifyEmailInputSchema,
} from '~/features/accounts/accounts.schema'
import { OkSchema } from '~/lib/api-schemas'
import { errors, json, okPost, optionalSession, session } from './openapi-parts'

/**
 * The /auth/* calls of the OpenAPI document: login, registration, e-mail links, password reset.
 * `origin` is the site's PUBLIC_URL, for the examples.
 */
export const accountPaths = (origin: string): ZodOpenApiPathsObject => ({
	'/auth/login': {
		post: okPost(
			'logIn',
			'Log in',
			LoginInputSchema,
			`curl -X POST '${origin}/auth/login' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -c cookies.txt \\\n  -d '{"username":"you@example.com","password":"…","not_robot":true}'`,
			{
				description: 'Sets the session cookie. A wrong e-mail or password answers 401.',
				responses: {
					'200': {
						...json(AccountDocSchema, 'Logged in.'),
						headers: { 'Set-Cookie': { schema: { type: 'string' } } },
					},
					...errors(400, 401, 403, 413, 415, 429),
				},
			},
		),
	},
	'/auth/register': {
		post: okPost(
			'register',
			'Create a provider account',
			RegisterInputSchema,
			`curl -X POST '${origin}/auth/register' -H 'Origin: ${origin}' -H 'Content-Type: application/json' \\\n  -d '{"email":"you@example.com","password":"…","not_robot":true}'`,
			{
				description: 'Sets the session cookie and e-mails a verification link.',
				responses: {
					'200': {
						...json(AccountDocSchema, 'Registered and logged in.'),
						headers: { 'Set-Cookie': { schema: { type: 'string' } } },
					},
					...errors(400, 403, 413, 415, 429),
				},
			},
		),
	},
	'/auth/logout': {
		post: okPost(
			'logOut',
			'Log out',
			z.object({}),
			`curl -X POST '${origin}/auth/logout' -H 'Origin: ${origin}' -b cookies.txt`,
			{
				security: optionalSession,
				requestBody: { content: { 'application/json': { schema: z.object({}) } } },
				responses: {
					'200': json(OkSchema, 'Logged out; the cookie is cleared.'),
					'302': { description: 'A form post without JavaScript is sent to /.' },
					...errors(403, 413),
				},
			},
		),
	},
	'/auth/request_reset': {
		post: okPost(
			'requestPasswordReset',
			'E-mail a password reset link',
			RequestResetInputSchema,
			`curl -X POST '${origin}/auth/request_reset' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -d '{"email":"you@example.com","not_robot":true}'`,
			{
				description: 'Always answers the same, whether or not the address has an account.',
			},
		),
	},
	'/auth/reset_password': {
		post: okPost(
			'resetPassword',
			'Set a new password from a reset link',
			ResetPasswordInputSchema,
			`curl -X POST '${origin}/auth/reset_password' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -d '{"user_id":"…","token":"…","password":"…","not_robot":true}'`,
			{
				description: 'Ends every session of the account.',
			},
		),
	},
	'/auth/request_verify': {
		post: okPost(
			'requestEmailVerification',
			'E-mail a verification link',
			RequestVerifyInputSchema,
			`curl -X POST '${origin}/auth/request_verify' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -d '{"email":"you@example.com","not_robot":true}'`,
		),
	},
	'/auth/verify_email': {
		post: okPost(
			'verifyEmail',
			'Verify an e-mail address from its link',
			VerifyEmailInputSchema,
			`curl -X POST '${origin}/auth/verify_email' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -d '{"user_id":"…","token":"…"}'`,
		),
	},
	'/auth/request_update': {
		post: okPost(
			'requestEmailChange',
			'Start changing your e-mail address',
			RequestUpdateInputSchema,
			`curl -X POST '${origin}/auth/request_update' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -b cookies.txt -d '{"email":"new@example.com","password":"…","not_robot":true}'`,
			{
				description: 'E-mails a link to the new address; the change happens when it is followed.',
				security: session,
				responses: { '200': json(OkSchema, 'Link sent.'), ...errors(400, 401, 403, 413, 415, 429) },
			},
		),
	},
	'/auth/change_password': {
		post: okPost(
			'changePassword',
			'Change your password',
			ChangePasswordInputSchema,
			`curl -X POST '${origin}/auth/change_password' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -b cookies.txt -d '{"current_password":"…","new_password":"…","new_password_repeat":"…"}'`,
			{
				description:
					'Sets a new password (8 to 49 characters, given twice). Every other session of the account ends; this one stays. The address gets an e-mail saying so. A wrong current password answers 400 with `fields.current_password`; 10 tries per 15 minutes.',
				security: session,
				responses: {
					'200': json(OkSchema, 'Changed.'),
					...errors(400, 401, 403, 413, 415, 429),
				},
			},
		),
	},
	'/auth/update_email': {
		post: okPost(
			'confirmEmailChange',
			'Confirm an e-mail change from its link',
			UpdateEmailInputSchema,
			`curl -X POST '${origin}/auth/update_email' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -d '{"user_id":"…","token":"…"}'`,
		),
	},
	'/auth/request_sign_in_link': {
		post: okPost(
			'requestSignInLink',
			'E-mail a one-time sign-in link',
			RequestSignInLinkInputSchema,
			`curl -X POST '${origin}/auth/request_sign_in_link' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -d '{"email":"you@example.com","not_robot":true}'`,
			{
				description:
					'Always answers the same, whether or not the address has an account. The link works once and for 15 minutes.',
			},
		),
	},
	'/auth/sign_in_link': {
		post: okPost(
			'signInWithLink',
			'Log in from an e-mailed sign-in link',
			SignInLinkInputSchema,
			`curl -X POST '${origin}/auth/sign_in_link' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -c cookies.txt -d '{"user_id":"…","token":"…"}'`,
			{
				description:
					'Spends the link and sets the session cookie. A used, expired or unknown link answers 400.',
				responses: {
					'200': {
						...json(AccountDocSchema, 'Logged in.'),
						headers: { 'Set-Cookie': { schema: { type: 'string' } } },
					},
					...errors(400, 403, 413, 415, 429),
				},
			},
		),
	},
	'/api/account': {
		delete: okPost(
			'deleteAccount',
			'Delete your account',
			DeleteAccountInputSchema,
			`curl -X DELETE '${origin}/api/account' -H 'Origin: ${origin}' -H 'Content-Type: application/json' -b cookies.txt -d '{"password":"…"}'`,
			{
				description:
					'Deletes the account and everything in it for good: profile, answers, photos and recordings, sessions, pending links, e-mails and the messages clients sent. A confirmation goes to the address; the session cookie is cleared. A wrong password answers 400 with `fields.password`; 5 tries an hour.',
				security: session,
				responses: {
					'200': {
						...json(OkSchema, 'Deleted; logged out.'),
						headers: { 'Set-Cookie': { schema: { type: 'string' } } },
					},
					...errors(400, 401, 403, 404, 413, 415, 429),
				},
			},
		),
	},
})
