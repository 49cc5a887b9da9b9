import ical, {
	ICalAttendeeRole,
	ICalAttendeeStatus,
	ICalCalendarMethod,
	ICalEventStatus,
} from 'ical-generator'
import type { EmailAttachment } from '~/db/schema'

// The calendar invite of a consultation (RFC 5545, written by ical-generator; docs/product.md#free-consultations):
// times in UTC, the booking's UID in the request, the reminder and the cancellation alike, so a
// calendar updates or removes the one event. The organizer is the site's sender address: the
// provider's own address stays private.

export type InviteInput = {
	uid: string
	method: 'request' | 'cancel'
	start: Date
	end: Date
	summary: string
	description: string
	/** The video link, when there is one. */
	location: string | null
	/** The site's sender (name and address). */
	organizer: { name: string; email: string }
	attendee: { name: string; email: string }
	/** When the booking was made: DTSTAMP stays stable across resends of one version. */
	stamp: Date
	/** The site's name (PRODID). */
	siteName: string
}

export function buildInvite(input: InviteInput): string {
	const cancel = input.method === 'cancel'
	const calendar = ical({
		prodId: { company: input.siteName, product: 'consultations', language: 'EN' },
		method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
	})
	calendar.createEvent({
		id: input.uid,
		// A cancellation supersedes the request (RFC 5546 §3.2.5).
		sequence: cancel ? 1 : 0,
		status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
		start: input.start,
		end: input.end,
		stamp: input.stamp,
		summary: input.summary,
		description: input.description,
		location: input.location,
		organizer: input.organizer,
		attendees: [
			{
				name: input.attendee.name,
				email: input.attendee.email,
				role: ICalAttendeeRole.REQ,
				status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
			},
		],
	})
	return calendar.toString()
}

/** The invite as an e-mail attachment: calendars recognise text/calendar with its method. */
export function inviteAttachment(ics: string, method: 'request' | 'cancel'): EmailAttachment {
	return {
		filename: method === 'cancel' ? 'cancel.ics' : 'invite.ics',
		content: ics,
		content_type: `text/calendar; charset=utf-8; method=${method === 'cancel' ? 'CANCEL' : 'REQUEST'}`,
	}
}

export type FeedEvent = {
	uid: string
	start: Date
	end: Date
	cancelled: boolean
	summary: string
	description: string
	location: string | null
	stamp: Date
}

/**
 * The provider's private calendar feed (calendar-feed.server.ts): METHOD:PUBLISH, a subscription
 * rather than an invitation, so no organizer or attendee (the person's address stays out of it). Each
 * event carries its invite's UID and sequence, so a calendar that took the invite sees the same event.
 */
export function buildFeed(input: { name: string; siteName: string; events: FeedEvent[] }): string {
	const calendar = ical({
		prodId: { company: input.siteName, product: 'consultations', language: 'EN' },
		method: ICalCalendarMethod.PUBLISH,
		// X-WR-CALNAME: the name a subscribing calendar shows.
		name: input.name,
		// X-PUBLISHED-TTL: a hint to look again hourly (Outlook; Google and Apple pick their own pace).
		ttl: 60 * 60,
	})
	for (const event of input.events) {
		calendar.createEvent({
			id: event.uid,
			sequence: event.cancelled ? 1 : 0,
			status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
			start: event.start,
			end: event.end,
			stamp: event.stamp,
			summary: event.summary,
			description: event.description,
			location: event.location,
		})
	}
	return calendar.toString()
}
