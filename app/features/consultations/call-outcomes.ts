// The answers of 'Did your call with … happen?' as its links (`?answer=no-call`), its page and
// consultation_bookings.follow_up_outcome name them (docs/product.md#free-consultations). No server
// code: the page's browser code imports it. Words: `consultations.followup.answer.{answer}`.

export const CALL_OUTCOMES = ['yes', 'no-call', 'cancelled'] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

export const callFollowUpPath = (token: string, outcome: CallOutcome) =>
	`/consultation/follow-up/${token}?answer=${outcome}`
