/**
 * npm run bench:search -- --engine pglite|postgres --count 250000 [--http] [--seconds 30]
 *   [--page-cache off] [--counting-rounds 3] [--counting-seconds 8]
 * npm run bench:search -- --engine postgres --database perf_1m [--count 1000000]
 * npm run bench:search -- --engine postgres --database perf_1m --boot-only [--no-words]
 * npm run bench:search -- --engine postgres --database perf_1m --near-only [--rounds 5]
 * npm run bench:search -- --engine postgres --database perf_1m --text-only [--rounds 5] [--profile FILE]
 *
 * Seeds (or reuses) a demo directory of --count providers, then measures the search service
 * (page of 10 + exact count; facet counts; near a ZIP) over the documented query mix, and optionally the
 * rendered listing pages over HTTP under 16 concurrent connections. On PostgreSQL it also measures
 * the server's boot to ready and the peak RSS at boot and during a rebuild (index-memory.ts).
 * With --database the named database is used as it is (seeded once beforehand: `npm run seed:demo`),
 * never reseeded. Results go to docs/benchmarks.md. --boot-only times the server's boot alone (and, without
 * --no-words, its word index), prints it and writes nothing: a short run over a large database;
 * --near-only likewise builds the facet index alone and times only the near queries; --text-only builds
 * facets and words and times the free-text page beside the filters' page (--profile: a V8 CPU profile
 * of the timed rounds alone, written to FILE).
 */
import { count, eq } from 'drizzle-orm'
import { type DbHandle, migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { providers } from '~/db/schema'
import { countAppearances, countProfileView } from '~/features/listing-stats/counters.server'
import { offeredFacetKeys } from '~/features/search/facet-counts'
import { nearOrigin } from '~/features/search/near-query.server'
import { getSearchIndex } from '~/features/search/search-index.server'
import {
	listingUrl,
	parseListingUrl,
	queryFacetKeys,
	resolvePath,
	type SearchQuery,
} from '~/features/search/search-query'
import { searchTherapists } from '~/features/search/search-therapists.server'
import { removeDemo, seedDemo } from '~/features/demo/seed-demo.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { BROWSER_UA, runHttpBench } from './http'
import { measureBoot, measureRebuild } from './index-memory'
import { arg, flag, stats, writeSection } from './lib'
import { FACET_QUERIES, NEAR_QUERIES, TEXT_QUERIES } from './queries'

const engine = (arg('engine', 'pglite') as 'pglite' | 'postgres') ?? 'pglite'
const total = Number(arg('count', '250000'))
const rounds = Number(arg('rounds', '20'))

export function benchTarget(n: number) {
	const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/postgres'
	const pgUrl = new URL(pgBase)
	pgUrl.pathname = `/${arg('database') ?? `openroom_bench_${n}`}`
	return {
		dataDir: process.env.BENCH_DATA_DIR ?? `/tmp/openroom-bench-${n}`,
		databaseUrl: engine === 'postgres' ? pgUrl.toString() : undefined,
		adminUrl: pgBase,
	}
}

function toQuery(url: string): SearchQuery {
	const parsed = new URL(url, 'http://bench')
	const [, , first, second] = parsed.pathname.split('/')
	const resolved = resolvePath(first, second)
	if (resolved.notFound) throw new Error(`bench query not found: ${url}`)
	const query = parseListingUrl(parsed, resolved)
	// Every benchmark URL must be canonical, or the query would silently lose a filter.
	if (new URL(listingUrl(query), 'http://bench').href !== parsed.href) {
		throw new Error(`bench query is not canonical: ${url} → ${listingUrl(query)}`)
	}
	return query
}

async function openTarget(): Promise<DbHandle> {
	const target = benchTarget(total)
	if (target.databaseUrl) {
		const { default: pg } = await import('pg')
		const admin = new pg.Client({ connectionString: target.adminUrl })
		await admin.connect()
		const name = new URL(target.databaseUrl).pathname.slice(1)
		const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
		if (exists.rowCount === 0) await admin.query(`create database ${name}`)
		await admin.end()
	}
	const handle = await openDb({
		databaseUrl: target.databaseUrl,
		dataDir: target.databaseUrl ? undefined : pgliteDir(target.dataDir),
	})
	await migrateDb(handle)
	await loadReferenceData(handle.db)
	return handle
}

async function ensureDataset(handle: DbHandle): Promise<number> {
	const [{ n }] = await handle.db.select({ n: count() }).from(providers).where(eq(providers.is_demo, true))
	if (n === total || arg('database')) return 0
	const started = performance.now()
	if (n > 0) await removeDemo(handle.db)
	await seedDemo(handle.db, { count: total })
	return Math.round((performance.now() - started) / 1000)
}

/** The facet counts a listing shows for a query: every offered option, no page of results. */
function facetCounts(index: ReturnType<typeof getSearchIndex>, q: SearchQuery) {
	return index.query({
		keys: queryFacetKeys(q),
		skip: 0,
		limit: 0,
		countKeys: offeredFacetKeys(q.state),
		near: nearOrigin(q),
	})
}

async function time(fn: () => Promise<unknown>): Promise<number> {
	const t = performance.now()
	await fn()
	return performance.now() - t
}

/** --boot-only: the built server's boot over the bench database, printed. */
async function bootOnly() {
	const databaseUrl = benchTarget(total).databaseUrl
	if (!databaseUrl) throw new Error('--boot-only measures the server over PostgreSQL: pass --engine postgres')
	const boot = await measureBoot({ DATABASE_URL: databaseUrl }, !flag('no-words'))
	const words =
		boot.wordsMs === undefined
			? ''
			: `, word index ${(boot.wordsMs / 1000).toFixed(1)} s later (peak RSS by then ${boot.peakWithWordsMb} MB)`
	console.log(
		`boot to ready ${(boot.readyMs / 1000).toFixed(1)} s, peak RSS at ready ${boot.peakAtReadyMb} MB${words}`,
	)
	for (const line of boot.bootLog) console.log(line)
	const database = arg('database') ?? `openroom_bench_${total}`
	const command = `npm run bench:search -- --engine postgres --database ${database} --boot-only${flag('no-words') ? ' --no-words' : ''}`
	// The index's own account of its build, without the JSON log's wrapping.
	const messageOf = (line: string) => {
		try {
			return (JSON.parse(line) as { msg?: string }).msg ?? line
		} catch {
			return line
		}
	}
	const steps = boot.bootLog.map((line) => `- ${messageOf(line)}`)
	await writeSection(
		`boot-postgres-${database}`,
		[
			`### Boot over \`${database}\``,
			'',
			`\`${command}\` — ${new Date().toISOString().slice(0, 10)}; the built server spawned → first 200 from /readyz.`,
			'',
			'| measure | result | target |',
			'|---|---|---|',
			`| boot to ready | ${(boot.readyMs / 1000).toFixed(1)} s | ≤ 20 s at 1,000,000 |`,
			`| peak RSS at ready | ${boot.peakAtReadyMb} MB | ≤ 1.5 GB |`,
			...(boot.wordsMs === undefined
				? []
				: [
						`| the word index, after ready | ${(boot.wordsMs / 1000).toFixed(1)} s, peak RSS by then ${boot.peakWithWordsMb} MB | ≤ 1.5 GB |`,
					]),
			'',
			"The server's log of its boot:",
			'',
			...steps,
		].join('\n'),
	)
}

/** --near-only: the facet index alone (no word index), then only the near queries, printed. */
async function nearOnly() {
	const nearQueries = NEAR_QUERIES.map(toQuery)
	const handle = await openTarget()
	const db = handle.db
	const index = getSearchIndex(db)
	const buildMs = await time(() => index.rebuild(new Date(), { words: false }))
	for (const q of nearQueries) await searchTherapists(db, q, { withFacets: true })
	const nearSamples: number[] = []
	const nearFacetSamples: number[] = []
	for (let r = 0; r < rounds; r++) {
		for (const q of nearQueries) {
			index.clearCache()
			nearSamples.push(await time(() => searchTherapists(db, q)))
			index.clearCache()
			nearFacetSamples.push(await time(() => facetCounts(index, q)))
		}
	}
	await handle.close()
	const near = stats(nearSamples)
	const nearFacets = stats(nearFacetSamples)
	console.log(
		`facet index built in ${Math.round(buildMs)} ms; ${rounds} rounds of ${nearQueries.length} near queries`,
	)
	console.log(
		`near: page of 10 + exact count n=${near.n} p50 ${near.p50} p95 ${near.p95} p99 ${near.p99} max ${near.max}`,
	)
	console.log(
		`near: facet counts n=${nearFacets.n} p50 ${nearFacets.p50} p95 ${nearFacets.p95} p99 ${nearFacets.p99} max ${nearFacets.max}`,
	)
}

/** --text-only: facets and words, then the free-text page beside the filters' page, alternating, printed. */
async function textOnly() {
	const textQueries = TEXT_QUERIES.map(toQuery)
	const facetQueries = FACET_QUERIES.map(toQuery)
	const handle = await openTarget()
	const db = handle.db
	const index = getSearchIndex(db)
	const buildMs = await time(() => index.rebuild(new Date(), { awaitWords: true }))
	for (const q of [...textQueries, ...facetQueries]) await searchTherapists(db, q)
	const profile = arg('profile')
	const session = profile ? new (await import('node:inspector/promises')).Session() : null
	session?.connect()
	await session?.post('Profiler.enable')
	await session?.post('Profiler.start')
	const textSamples: number[] = []
	const pageSamples: number[] = []
	for (let r = 0; r < rounds; r++) {
		for (const q of textQueries) {
			index.clearCache()
			textSamples.push(await time(() => searchTherapists(db, q)))
		}
		for (const q of facetQueries) {
			index.clearCache()
			pageSamples.push(await time(() => searchTherapists(db, q)))
		}
	}
	if (session && profile) {
		const { profile: cpu } = await session.post('Profiler.stop')
		await (await import('node:fs/promises')).writeFile(profile, JSON.stringify(cpu))
	}
	await index.settle()
	await handle.close()
	const show = (what: string, s: ReturnType<typeof stats>) =>
		console.log(`${what}: n=${s.n} p50 ${s.p50} p95 ${s.p95} p99 ${s.p99} max ${s.max}`)
	console.log(`index built (facets, then words) in ${Math.round(buildMs)} ms; ${rounds} rounds`)
	show('page of 10 + exact count (free text)', stats(textSamples))
	show('page of 10 + exact count (filters)', stats(pageSamples))
	// Each text query's median, to see which words cost.
	const each = TEXT_QUERIES.map((url, i) => {
		const mine = textSamples.filter((_, k) => k % textQueries.length === i)
		return `${url} ${stats(mine).p50}`
	})
	console.log(`free text, median by query (ms): ${each.join('; ')}`)
}

async function main() {
	const facetQueries = FACET_QUERIES.map(toQuery)
	const textQueries = TEXT_QUERIES.map(toQuery)
	const nearQueries = NEAR_QUERIES.map(toQuery)
	// Whole states (and the whole country), whose facet counts run over the most providers.
	const stateQueries = facetQueries.filter(
		(q) => q.page === 1 && queryFacetKeys(q).every((key) => key.startsWith('state:')),
	)
	const handle = await openTarget()
	const seededSeconds = await ensureDataset(handle)
	const db = handle.db

	const retained = () => {
		// Run with --expose-gc (npm run bench:search does) so that only what the index keeps is counted.
		;(globalThis as { gc?: () => void }).gc?.()
		const m = process.memoryUsage()
		return m.heapUsed + m.arrayBuffers
	}
	const before = retained()
	const buildMs = await time(() => getSearchIndex(db).rebuild(new Date(), { awaitWords: true }))
	const indexMb = Math.round((retained() - before) / 1e6)

	// Warm-up, then timed rounds.
	for (const q of [...facetQueries, ...textQueries, ...nearQueries]) {
		await searchTherapists(db, q, { withFacets: true })
	}
	const pageSamples: number[] = []
	const textSamples: number[] = []
	const facetSamples: number[] = []
	const cachedSamples: number[] = []
	const nearSamples: number[] = []
	const nearFacetSamples: number[] = []
	const stateFacetSamples: number[] = []
	const index = getSearchIndex(db)
	const facetRun = (q: SearchQuery) => () => facetCounts(index, q)
	// Uncached figures: the filter-set cache (free text included) is cleared before every measured query.
	for (let r = 0; r < rounds; r++) {
		for (const q of facetQueries) {
			index.clearCache()
			pageSamples.push(await time(() => searchTherapists(db, q)))
		}
		for (const q of textQueries) {
			index.clearCache()
			textSamples.push(await time(() => searchTherapists(db, q)))
		}
		for (const q of facetQueries) {
			const run = facetRun(q)
			index.clearCache()
			facetSamples.push(await time(run))
			cachedSamples.push(await time(run))
		}
		for (const q of stateQueries) {
			index.clearCache()
			stateFacetSamples.push(await time(facetRun(q)))
		}
		for (const q of nearQueries) {
			index.clearCache()
			nearSamples.push(await time(() => searchTherapists(db, q)))
			index.clearCache()
			nearFacetSamples.push(await time(facetRun(q)))
		}
	}
	const live = (await getSearchIndex(db).query({ keys: [], skip: 0, limit: 0 })).count
	const [{ n: dataset }] = await db.select({ n: count() }).from(providers).where(eq(providers.is_demo, true))
	await getSearchIndex(db).settle()
	await handle.close()

	const page = stats(pageSamples)
	const text = stats(textSamples)
	const facets = stats(facetSamples)
	const cached = stats(cachedSamples)
	const near = stats(nearSamples)
	const nearFacets = stats(nearFacetSamples)
	const stateFacets = stats(stateFacetSamples)
	const counting = countingMicroseconds()
	const lines = [
		`### Search service — ${engine}, ${total.toLocaleString('en-US')} providers`,
		'',
		`\`npm run bench:search -- --engine ${engine} --count ${total}${arg('database') ? ` --database ${arg('database')}` : ''}${flag('http') ? ' --http' : ''}${arg('page-cache') === 'off' ? ' --page-cache off' : ''}${arg('cpu-prof') ? ` --cpu-prof ${arg('cpu-prof')}` : ''}${arg('counting-rounds') ? ` --counting-rounds ${arg('counting-rounds')}` : ''}${arg('counting-seconds') ? ` --counting-seconds ${arg('counting-seconds')}` : ''}\` — ${new Date().toISOString().slice(0, 10)}`,
		'',
		`Dataset: ${dataset.toLocaleString('en-US')} demo providers, ${live.toLocaleString('en-US')} of them live${seededSeconds ? ` (seeded in ${seededSeconds} s)` : ''}. Index build (facets, then words): ${Math.round(buildMs)} ms; the index keeps about ${indexMb > 0 ? `${indexMb} MB` : 'too little to measure against the garbage collected meanwhile'}. ${rounds} rounds of ${facetQueries.length} filter queries and ${textQueries.length} free-text queries (scripts/bench/queries.ts; their words' stems cached by the warm-up).`,
		'',
		'| measure | n | p50 ms | p95 ms | p99 ms | max ms | target |',
		'|---|---|---|---|---|---|---|',
		`| page of 10 + exact count (filters) | ${page.n} | ${page.p50} | ${page.p95} | ${page.p99} | ${page.max} | p95 ≤ 15 |`,
		`| page of 10 + exact count (free text) | ${text.n} | ${text.p50} | ${text.p95} | ${text.p99} | ${text.max} | p95 ≤ 10 |`,
		`| facet counts for every visible filter option | ${facets.n} | ${facets.p50} | ${facets.p95} | ${facets.p99} | ${facets.max} | p95 ≤ 30 |`,
		`| facet counts, whole states and the country (${stateQueries.length} of the above) | ${stateFacets.n} | ${stateFacets.p50} | ${stateFacets.p95} | ${stateFacets.p99} | ${stateFacets.max} | p95 ≤ 30 |`,
		`| the same, answered from the filter-set cache | ${cached.n} | ${cached.p50} | ${cached.p95} | ${cached.p99} | ${cached.max} | |`,
		`| near a ZIP: page of 10 + exact count (${nearQueries.length} queries, 10–100 miles) | ${near.n} | ${near.p50} | ${near.p95} | ${near.p99} | ${near.max} | p95 ≤ 15 |`,
		`| near a ZIP: facet counts over the near set | ${nearFacets.n} | ${nearFacets.p50} | ${nearFacets.p95} | ${nearFacets.p99} | ${nearFacets.max} | p95 ≤ 30 |`,
		'',
		`What counting adds to a counted request (docs/product.md#your-listing), in this process: a page of 10 results' appearances ${counting.page} µs, a profile view ${counting.profile} µs (medians of 200 batches of 100 calls; a browser's user agent).`,
	]
	if (engine === 'postgres' && !flag('no-boot')) {
		const target = benchTarget(total)
		const databaseUrl = target.databaseUrl as string
		// One at a time, after the service figures: each reads the whole directory.
		const boot = await measureBoot({ DATABASE_URL: databaseUrl })
		const rebuild = await measureRebuild(databaseUrl)
		lines.push(
			'',
			"Boot and memory (scripts/bench/index-memory.ts; peak RSS is the kernel's VmHWM of the process):",
			'',
			'| measure | result | target |',
			'|---|---|---|',
			`| boot to ready: \`node server.js\` spawned → first 200 from /readyz (migrations, reference data, the facet index) | ${(boot.readyMs / 1000).toFixed(1)} s | ≤ 20 s |`,
			`| peak RSS of the server at ready | ${boot.peakAtReadyMb} MB | ≤ 1.5 GB |`,
			`| the word index, built in the background after ready | ${((boot.wordsMs ?? 0) / 1000).toFixed(1)} s; peak RSS of the server by then ${boot.peakWithWordsMb} MB | ≤ 1.5 GB |`,
			`| index alone, in a bare process: first build (facets + words) | ${(rebuild.firstMs / 1000).toFixed(1)} s, peak RSS ${rebuild.firstPeakMb} MB, ${rebuild.heldMb} MB held after it | |`,
			`| rebuild while that index is held (the hourly rebuild) | ${(rebuild.rebuildMs / 1000).toFixed(1)} s, peak RSS ${rebuild.rebuildPeakMb} MB | ≤ 1.5 GB |`,
		)
	}
	if (flag('http')) {
		const target = benchTarget(total)
		const http = await runHttpBench({
			dataDir: target.databaseUrl ? undefined : target.dataDir,
			databaseUrl: target.databaseUrl,
			seconds: Number(arg('seconds', '30')),
			paths: [...FACET_QUERIES, ...TEXT_QUERIES],
			pageCache: arg('page-cache', 'on') !== 'off',
			profileDir: arg('cpu-prof'),
			counting: {
				rounds: Number(arg('counting-rounds', '3')),
				seconds: Number(arg('counting-seconds', '8')),
			},
		})
		lines.push('', ...http)
	}
	const markdown = lines.join('\n')
	console.log(markdown)
	await writeSection(
		`search-${engine}-${total}${arg('page-cache', 'on') === 'off' ? '-nocache' : ''}${arg('cpu-prof') ? '-profiled' : ''}`,
		markdown,
	)
}

/** The listing counters' own cost per call: the user-agent check and the in-memory tally. */
function countingMicroseconds(): { page: string; profile: string } {
	const ids = Array.from({ length: 10 }, () => crypto.randomUUID())
	const perCall = (run: () => void) => {
		const samples: number[] = []
		for (let batch = 0; batch < 200; batch++) {
			const started = performance.now()
			for (let i = 0; i < 100; i++) run()
			samples.push(((performance.now() - started) / 100) * 1000)
		}
		return samples.sort((a, b) => a - b)[100].toFixed(2)
	}
	return {
		page: perCall(() => countAppearances(ids, BROWSER_UA)),
		profile: perCall(() => countProfileView(ids[0], BROWSER_UA)),
	}
}

if (flag('boot-only')) await bootOnly()
else if (flag('near-only')) await nearOnly()
else if (flag('text-only')) await textOnly()
else await main()
