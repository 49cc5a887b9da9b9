// The maintained keyword list for free text on profiles (headline, summary; answers later).
// A hit hides the profile from search and asks the owner to change the text (see the User Guidelines).
// To add a phrase, append it to the right group: matching is case-insensitive, on word boundaries,
// and a space in a phrase also matches a hyphen or several spaces ("weight loss" ~ "weight-loss").

type KeywordGroup = { reason: string; phrases: readonly string[] }

export const KEYWORD_GROUPS: readonly KeywordGroup[] = [
	{
		// Practices that try to change sexual orientation or gender identity: banned in many states
		// and condemned by every major US mental-health association.
		reason: 'harmful practice',
		phrases: [
			'conversion therapy',
			'reparative therapy',
			'pray the gay away',
			'pray away the gay',
			'ex-gay therapy',
			'ex-gay ministry',
			'gay cure',
			'cure homosexuality',
			'cure your homosexuality',
			'cure for homosexuality',
			'sexual orientation change efforts',
			'gender identity change efforts',
			'sexual reorientation',
			'unwanted same-sex attraction',
			'same-sex attraction therapy',
			'homosexual recovery',
		],
	},
	{
		reason: 'spam',
		phrases: [
			'casino',
			'online betting',
			'sports betting tips',
			'crypto investment',
			'cryptocurrency investment',
			'bitcoin investment',
			'forex signals',
			'guaranteed returns',
			'guaranteed cure',
			'guaranteed results',
			'miracle cure',
			'cure in one session',
			'weight loss pills',
			'diet pills',
			'fat burner pills',
			'buy followers',
			'payday loan',
			'make money fast',
			'viagra',
			'cialis',
		],
	},
	{
		// Shortened links hide where they lead; profiles link to their own website instead.
		reason: 'link shortener',
		phrases: [
			'bit.ly',
			'tinyurl.com',
			'goo.gl',
			't.co',
			'ow.ly',
			'is.gd',
			'buff.ly',
			'cutt.ly',
			'rebrand.ly',
			'shorturl.at',
			'tiny.cc',
			'rb.gy',
		],
	},
]
