import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

/** What a failed call said: our endpoints answer `{ error: { code, message, fields? } }`. */
export type SubmitFailure = { message: string | null; fields: Record<string, string> }

function isStringRecord(value: unknown): value is Record<string, string> {
	return (
		typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
	)
}

/** The failure in an action's answer, or null when it is not one (any success body will do). */
export function readFailure(data: unknown): SubmitFailure | null {
	if (typeof data !== 'object' || data === null || !('error' in data)) return null
	const error: unknown = data.error
	if (typeof error !== 'object' || error === null) return { message: null, fields: {} }
	const message = 'message' in error && typeof error.message === 'string' ? error.message : null
	const fields = 'fields' in error && isStringRecord(error.fields) ? error.fields : {}
	return { message, fields }
}

type Fetcher = ReturnType<typeof useFetcher>
export type JsonBody = Extract<Parameters<Fetcher['submit']>[0], Record<string, unknown>>

type Options = {
	/** The resource route, e.g. '/api/user'. */
	action: string
	/** After a success, once React Router has revalidated the page's loaders. */
	onSuccess?: () => void
}

/**
 * Posts JSON to one of our resource routes through a fetcher: React Router revalidates the page's
 * data after a success by itself, and a 4xx answer (returned, not thrown) lands in fetcher.data,
 * read here as `failure`. Only the failure shape is relied on, never a success body's.
 */
export function useJsonSubmit({ action, onSuccess }: Options) {
	const fetcher = useFetcher()
	const pending = useRef(false)
	const [failure, setFailure] = useState<SubmitFailure | null>(null)
	const onSuccessRef = useRef(onSuccess)
	onSuccessRef.current = onSuccess

	useEffect(() => {
		// Idle again after our submission: the action answered and the revalidation is done.
		if (fetcher.state !== 'idle' || !pending.current) return
		pending.current = false
		const failed = readFailure(fetcher.data)
		setFailure(failed)
		if (!failed) onSuccessRef.current?.()
	}, [fetcher.state, fetcher.data])

	const submit = (body: JsonBody) => {
		pending.current = true
		setFailure(null)
		void fetcher.submit(body, { method: 'post', action, encType: 'application/json' })
	}

	return { submit, busy: fetcher.state !== 'idle', failure, clearFailure: () => setFailure(null) }
}
