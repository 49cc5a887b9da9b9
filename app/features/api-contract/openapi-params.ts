import { MAX_MULTI, MAX_TEXT } from '~/features/search/search-query'

// What each query parameter of the OpenAPI document means, for people (its rules come from the
// zod schemas). Per path, because the same name means different things: `search` on /api/user is
// the directory's keyword search (docs/search.md#keyword-search), on /api/question a word filter.
// A parameter whose schema carries its own description (`.meta`) is not listed here.

const PAGE = 'Page number, from 1.'
const list = (what: string, id: number, slug: string) =>
	`${what}: tag ids or slugs (\`${id}\` or \`${slug}\`), repeated or comma-separated, at most ${MAX_MULTI}. A provider must list all of them.`
const option = (what: string, example: string) =>
	`${what}, as its value or slug (\`${example}\`). Unknown values answer 400.`

// The open-times range, the same on GET /api/slots and GET /api/user/{id}/slots.
const SLOT_FROM = "The first day to list, YYYY-MM-DD, counted in the provider's time zone; today when absent."
const SLOT_DAYS = "How many days from `from`, 1 to 31; up to the provider's horizon when absent."

const PARAM_DESCRIPTIONS: Record<string, Record<string, string>> = {
	'/api/user': {
		state: "Providers licensed in this state: its code or slug, in any case ('CA', 'california').",
		issues: list('Specialties', 106, 'anxiety'),
		approaches: list('Approaches (types of therapy)', 306, 'cognitive-behavioral-cbt'),
		tag_ids:
			'Tags of any category, ids or slugs, repeated or comma-separated: specialties and approaches filter as `issues` and `approaches` do, Online Therapy (`1`) as `teletherapy=true`; the other types (Individual, Couples, …) are accepted and filter nothing.',
		gender: option("The provider's gender: Female, Male, Transgender or Non-Binary", 'non-binary'),
		language: option('A language the provider speaks', 'spanish'),
		focuses_age: option('An age group the provider works with', 'teen'),
		ethnicity: option("The provider's ethnicity", 'asian'),
		sexuality: option("The provider's sexuality", 'bisexual'),
		faith: option("The provider's religion", 'christian'),
		payments:
			"How the client pays: 'out-of-pocket' or an insurer's slug ('aetna'); only providers who accept it.",
		teletherapy: '`true` or `1`: only providers who offer online therapy. `false` or `0` filters nothing.',
		price:
			'A price tier, `under-90` (under $90), `90-130` or `over-130` (over $130): providers whose cost range (minimum to maximum) overlaps it.',
		search: `Keywords, every one of which must match (at most ${MAX_TEXT} characters): the name, headline and summary (English word stems), the labels of the provider's specialties, approaches, languages, insurers, identity options, age groups and licensed states, and the office city or ZIP. Known synonyms (cbt, cognitive behavioral) and one typo in a word of five letters or more are allowed; filler words ("therapist", "near me") are ignored. See docs/search.md#keyword-search.`,
		page: PAGE,
		pageSize: 'Results per page.',
	},
	'/api/tag': {
		pageSize: 'How many tags to answer, in category then position order (there is no second page).',
		category: 'Only tags of this category.',
	},
	'/api/response': {
		author_id: 'The provider whose answers to list.',
		id: 'Only this answer of theirs (the answer editor opens one by id).',
		is_complete:
			'`true`: the complete answers, in profile order, for anyone who may open the profile. Only the author may send `false` (drafts only) or leave it out (all, drafts first, then newest first); anyone else gets 403.',
		is_deleted: 'Only `false` is accepted (deleted answers are never listed); it may be left out.',
		pageSize: 'Answers per page.',
		page: PAGE,
	},
	'/api/question': {
		tag: 'The tab of the question picker: `all`, questions about a `specialties` or `approaches` tag, or `general` ones (about no tag).',
		search:
			"Words that must all appear in the question's title, description or the label of its tag (case and accents ignored).",
		user_id:
			"A provider: each question then carries that provider's answer in `response_id` (complete answers only, unless they ask about themselves).",
		is_deprecating:
			'Only `false` is accepted (questions being retired are never offered); it may be left out.',
		pageSize: 'Questions per page.',
		page: PAGE,
	},
	'/api/slots': {
		user: "The provider's id.",
		from: SLOT_FROM,
		days: SLOT_DAYS,
	},
	'/api/user/{id}/slots': {
		id: "The provider's id.",
		from: SLOT_FROM,
		days: SLOT_DAYS,
	},
	'/uploads/response': {
		id: 'Your answer, whose type is already `video` or `audio` (POST /api/response with `{ id, type }`).',
		type: "The answer's type: `video` (a recording and a thumbnail target) or `audio` (a recording target).",
	},
}

type Parameter = { name: string; description?: string; schema?: { description?: string } }

/** Sets each query parameter's description from PARAM_DESCRIPTIONS, unless its schema has one. */
export function withParamDescriptions<T extends { paths?: object }>(doc: T): T {
	for (const [path, item] of Object.entries(doc.paths ?? {}) as Array<
		[string, Record<string, { parameters?: Parameter[] }>]
	>) {
		for (const operation of Object.values(item)) {
			for (const param of operation.parameters ?? []) {
				param.description ??= param.schema?.description ?? PARAM_DESCRIPTIONS[path]?.[param.name]
			}
		}
	}
	return doc
}
