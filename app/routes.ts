import { index, prefix, type RouteConfig, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),
	route('therapists/:first?/:second?', 'routes/therapists.tsx'),
	route('for-providers', 'routes/for-providers.tsx'),
	route('learn/:topic', 'routes/learn.tsx'),
	route('tests/:slug', 'routes/quiz.tsx'),
	...prefix('legal', [
		route('privacy-policy', 'routes/legal/privacy-policy.tsx'),
		route('terms-of-use', 'routes/legal/terms-of-use.tsx'),
		route('user-guidelines', 'routes/legal/user-guidelines.tsx'),
	]),
	route('not-found', 'routes/not-found.tsx'),
	route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig
