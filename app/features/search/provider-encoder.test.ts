import { describe, expect, test } from 'vitest'
import { RECORD, RowColumns } from '~/platform/search-engine/index-build'
import { PACK_FIELD, PACK_VALUE } from '~/platform/search-engine/packed-row'
import { ProviderRowEncoder } from './provider-encoder'

/** A row's text as index-definition.server.ts reads it (provider_index_row packs the fields from availability on). */
function pack(row: ReturnType<typeof sampleRow>): string {
	return [
		row.short_id,
		row.id,
		row.confirmed_epoch,
		row.reply_answers,
		row.replies_heard,
		row.availability,
		row.online_therapy,
		row.min_cost ?? '',
		row.max_cost ?? '',
		row.has_photo,
		row.has_contact,
		row.has_license,
		row.summary_length,
		row.zip,
		row.state,
		row.wheelchair_accessible,
		row.evening_hours,
		row.weekend_hours,
		row.consultation,
		...row.lists,
		row.city,
	].join(PACK_FIELD)
}

/** Rows of a small directory, varied enough that each part of a build meets values the other has not. */
function sampleRows(count: number): string[] {
	return Array.from({ length: count }, (_, i) => pack(sampleRow(i, count)))
}

function sampleRow(i: number, count: number) {
	const pick = <T>(values: readonly T[], i: number, salt: number) =>
		values[(i * 7 + salt * 13) % values.length]
	const lists = (values: readonly string[], i: number, salt: number) =>
		values.filter((_, v) => (i + v * salt) % 3 === 0).join(PACK_VALUE)
	return {
		short_id: 10_001 + i,
		id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
		availability: pick(
			['Accepting New Clients', 'Waitlist for New Clients', 'Not Accepting New Clients'],
			i,
			1,
		),
		online_therapy: pick(['Both', 'Teletherapy Only', 'In-Person Only'], i, 2),
		min_cost: i % 4 === 0 ? null : 60 + (i % 9) * 20,
		max_cost: i % 5 === 0 ? null : 120 + (i % 7) * 20,
		has_photo: i % 2 === 0,
		has_contact: i % 3 !== 0,
		has_license: i % 4 !== 1,
		summary_length: (i * 37) % 400,
		// The first rows in Oregon, the last in New York: each part has places of its own.
		zip: i < count / 2 ? pick(['97201', '97401', '97701'], i, 3) : pick(['10001', '11201', '10451'], i, 3),
		city:
			i < count / 2
				? pick(['Portland', 'Eugene', 'Bend'], i, 3)
				: pick(['New York', 'Brooklyn', 'Bronx'], i, 3),
		state: i < count / 2 ? 'OR' : 'NY',
		wheelchair_accessible: i % 3 === 0,
		evening_hours: i % 4 === 0,
		weekend_hours: i % 5 === 0,
		consultation: i % 7 === 0,
		lists: [
			i < count / 2 ? 'OR' : 'NY',
			lists(['1', '2', '3', '4', '5', '6'], i, i < count / 2 ? 1 : 2),
			lists(['40', '41', '42'], i, 1),
			lists(['out-of-pocket', 'sliding-scale', 'aetna'], i, 2),
			lists(['Female', 'Male', 'Non-Binary'], i, 1),
			lists(['English', 'Spanish', 'Tagalog'], i, i < count / 2 ? 1 : 4),
			lists(['Adults', 'Teens'], i, 2),
			'',
			lists(['Gay', 'Lesbian'], i, 5),
			'',
		],
		confirmed_epoch: (NOW.getTime() - ((i * 11) % 120) * 86_400_000) / 1000,
		reply_answers: i % 6,
		replies_heard: i % 6 === 5 ? 0 : i % 3,
	}
}

const NOW = new Date('2026-11-20T12:00:00Z')
const DAY = '2026-11-20'

/** Each row as names, in rank order: what a snapshot built from the rows would hold. */
function describeRows(rows: RowColumns) {
	const records = rows.recordsView()
	const facetList = rows.facetList.view()
	return [...rows.rankOrder()].map((row) => {
		const at = row * RECORD.size
		const city = records[at + RECORD.city]
		return {
			short_id: records[at + RECORD.short_id],
			id: rows.id(row),
			point: records[at + RECORD.point],
			city: city < 0 ? null : rows.cities.names[city],
			keys: [...facetList.subarray(records[at + RECORD.facetFrom], records[at + RECORD.facetTo])]
				.map((k) => rows.facetKeys.names[k])
				.sort(),
			places: [...records.subarray(at + RECORD.places, at + RECORD.places + 3)]
				.filter((p) => p >= 0)
				.map((p) => rows.placeKeys.names[p]),
		}
	})
}

describe('a build read in two parts, the second in another thread', () => {
	test('gives the rows, their keys, places and rank order that one reading gives', () => {
		const sample = sampleRows(240)
		const whole = new RowColumns(new ProviderRowEncoder(), DAY, NOW)
		for (const row of sample) whole.add(row)
		const lower = new RowColumns(new ProviderRowEncoder(), DAY, NOW)
		const upper = new RowColumns(new ProviderRowEncoder(), DAY, NOW)
		for (const row of sample.slice(0, 130)) lower.add(row)
		for (const row of sample.slice(130)) upper.add(row)
		// The parts numbered their keys differently: the upper part's ids must be mapped, not taken.
		const sameIds = upper.facetKeys.names.filter((name, id) => lower.facetKeys.find(name) === id)
		expect(sameIds.length).toBeLessThan(upper.facetKeys.names.length / 2)
		// What crosses to the other thread: typed arrays and names, no object of the encoder.
		lower.append(structuredClone(upper.encodedRange()))
		expect(lower.size).toBe(240)
		expect(describeRows(lower)).toEqual(describeRows(whole))
	})
})
