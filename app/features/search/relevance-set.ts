import type { providers } from '~/db/schema'
import { findTagBySlug } from '~/platform/reference/tags'

/**
 * The keyword-search relevance set (docs/search.md#keyword-search): queries over the deterministic
 * demo directory, each with the rule that says which providers are relevant (what a person typing
 * it would want to see) and, for some, which must come first. Relevance is judged from the
 * profile's own fields (its labels, city, ZIP) or its text saying the thing, never from the matcher.
 */

export type DemoRow = typeof providers.$inferSelect
type Judge = (p: DemoRow) => boolean

export type RelevanceCase = {
	q: string
	/** A state code the listing is for, when the query is asked within one state. */
	state?: string
	relevant: Judge
	/** The first results (up to 3, or fewer when fewer are relevant) must satisfy this. */
	first?: Judge
}

const textOf = (p: DemoRow) => `${p.first_name} ${p.last_name} ${p.headline} ${p.summary}`
export const says =
	(re: RegExp): Judge =>
	(p) =>
		re.test(textOf(p))
export const tag =
	(slug: string): Judge =>
	(p) => {
		const t = findTagBySlug(slug)
		if (!t) throw new Error(`unknown tag ${slug}`)
		return p.issues.includes(t.id) || p.approaches.includes(t.id)
	}
export const lang =
	(value: string): Judge =>
	(p) =>
		p.language.includes(value)
export const pays =
	(slug: string): Judge =>
	(p) =>
		p.payments.includes(slug)
export const faith =
	(value: string): Judge =>
	(p) =>
		p.faith.includes(value)
export const sexuality =
	(value: string): Judge =>
	(p) =>
		p.sexuality.includes(value)
export const city =
	(name: string): Judge =>
	(p) =>
		p.city.toLowerCase() === name.toLowerCase()
export const zip =
	(code: string): Judge =>
	(p) =>
		p.zip === code
/** A ZIP's neighbours: the same first three digits (one postal sorting area, e.g. 112xx is Brooklyn). */
const zipArea =
	(code: string): Judge =>
	(p) =>
		p.zip.slice(0, 3) === code.slice(0, 3)
export const anyOf =
	(...judges: Judge[]): Judge =>
	(p) =>
		judges.some((j) => j(p))
const allOf =
	(...judges: Judge[]): Judge =>
	(p) =>
		judges.every((j) => j(p))

const spanish = anyOf(lang('Spanish'), says(/\bspanish\b/i))
const emdr = anyOf(tag('emdr'), says(/\bemdr\b/i))
const anxiety = anyOf(tag('anxiety'), says(/\banxiet(y|ies)\b/i))
const depression = anyOf(tag('depression'), says(/\bdepress/i))
const couples = anyOf(tag('marital-and-premarital'), says(/\b(couples?|marriages?|marital)\b/i))
const trauma = anyOf(tag('trauma-and-ptsd'), tag('trauma-focused'), says(/\btrauma/i))
const mindfulness = anyOf(tag('mindfulness-based-mbct'), says(/\bmindful/i))
const brooklyn = anyOf(city('Brooklyn'), says(/\bbrooklyn\b/i))
const addiction = anyOf(
	tag('addiction'),
	tag('internet-addiction'),
	tag('sexual-addiction'),
	tag('video-game-addiction'),
	says(/\baddict/i),
)

export const RELEVANCE_SET: RelevanceCase[] = [
	// Languages: the Language filter's people, whatever their summary says.
	{ q: 'spanish', state: 'NY', relevant: spanish, first: lang('Spanish') },
	{ q: 'Spanish', relevant: spanish, first: lang('Spanish') },
	{ q: 'spanish', state: 'TX', relevant: spanish },
	{ q: 'mandarin', relevant: anyOf(lang('Mandarin'), says(/\bmandarin\b/i)), first: lang('Mandarin') },
	{ q: 'korean', relevant: anyOf(lang('Korean'), says(/\bkorean\b/i)) },
	{ q: 'french', relevant: anyOf(lang('French'), says(/\bfrench\b/i)) },
	{ q: 'ASL', relevant: anyOf(lang('American Sign Language'), says(/\b(asl|sign language)\b/i)) },
	{ q: 'sign language', relevant: anyOf(lang('American Sign Language'), says(/\bsign language\b/i)) },
	// Approaches and specialties, by name and by abbreviation.
	{ q: 'EMDR', state: 'NY', relevant: emdr, first: tag('emdr') },
	{ q: 'emdr', state: 'CA', relevant: emdr, first: tag('emdr') },
	{ q: 'CBT', relevant: anyOf(tag('cognitive-behavioral-cbt'), says(/\bcbt\b|cognitive[- ]behavio/i)) },
	{ q: 'DBT', relevant: anyOf(tag('dialectical-dbt'), says(/\bdbt\b|dialectical/i)) },
	{ q: 'PTSD', relevant: anyOf(tag('trauma-and-ptsd'), says(/\bptsd\b|post-?traumatic/i)) },
	{ q: 'OCD', relevant: anyOf(tag('obsessive-compulsive-ocd'), says(/\bocd\b|obsessive/i)) },
	{ q: 'ADHD', relevant: anyOf(tag('adhd'), says(/\badhd\b|attention[- ]deficit/i)), first: tag('adhd') },
	{ q: 'anxiety', state: 'NY', relevant: anxiety, first: tag('anxiety') },
	{ q: 'depression', state: 'TX', relevant: depression, first: tag('depression') },
	{ q: 'grief', relevant: anyOf(tag('grief'), says(/\bgrief\b/i)), first: tag('grief') },
	{ q: 'postpartum', relevant: anyOf(tag('pregnancy-prenatal-postpartum'), says(/\bpostpartum\b/i)) },
	{ q: 'eating disorders', relevant: anyOf(tag('eating-disorders'), says(/\beating disorders?\b/i)) },
	{ q: 'insomnia', relevant: anyOf(tag('sleep-or-insomnia'), says(/\binsomnia\b/i)) },
	{ q: 'trauma', state: 'NY', relevant: trauma },
	{ q: 'veterans', relevant: anyOf(tag('veterans'), says(/\bveterans?\b/i)) },
	{ q: 'gottman', relevant: anyOf(tag('gottman-method'), says(/\bgottman\b/i)) },
	{ q: 'psychodynamic', relevant: anyOf(tag('psychodynamic'), says(/\bpsychodynamic/i)) },
	{ q: 'mindfulness', relevant: mindfulness },
	{ q: 'addiction', state: 'CA', relevant: addiction },
	{ q: 'bipolar', relevant: anyOf(tag('bipolar-disorder'), says(/\bbipolar\b/i)) },
	{ q: 'autism', relevant: anyOf(tag('autism'), says(/\bautis/i)) },
	// Synonyms.
	{ q: 'couples', state: 'NY', relevant: couples },
	{ q: 'marriage', relevant: couples },
	{ q: 'LGBTQ', relevant: anyOf(tag('lgbtq'), sexuality('LGBTQ+'), says(/\blgbtq/i)) },
	// Insurance and payment.
	{ q: 'aetna', state: 'NY', relevant: anyOf(pays('aetna'), says(/\baetna\b/i)), first: pays('aetna') },
	{ q: 'cigna', relevant: anyOf(pays('cigna'), says(/\bcigna\b/i)) },
	{ q: 'medicaid', relevant: anyOf(pays('medicaid'), says(/\bmedicaid\b/i)) },
	{ q: 'sliding scale', relevant: anyOf(pays('sliding-scale'), says(/\bsliding scale\b/i)) },
	// Faith.
	{ q: 'christian', relevant: anyOf(faith('Christian'), says(/\bchristian\b/i)) },
	// Places.
	{ q: 'brooklyn', relevant: brooklyn, first: city('Brooklyn') },
	{ q: '11201', relevant: zipArea('11201'), first: zip('11201') },
	{ q: '11201', state: 'NY', relevant: zipArea('11201') },
	{ q: 'brooklyn', state: 'NY', relevant: brooklyn },
	// One typo in a word of five letters or more.
	{ q: 'anxeity', state: 'NY', relevant: anxiety, first: tag('anxiety') },
	{ q: 'depresion', relevant: depression, first: tag('depression') },
	{ q: 'traumma', relevant: trauma },
	{ q: 'mindfullness', relevant: mindfulness },
	{ q: 'spansih', relevant: spanish },
	// Several words: each must match somewhere.
	{ q: 'spanish anxiety', state: 'NY', relevant: allOf(spanish, anxiety) },
	{ q: 'emdr brooklyn', relevant: allOf(emdr, brooklyn) },
]
