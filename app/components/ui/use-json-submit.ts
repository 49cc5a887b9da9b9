import { useEffect, useRef, useState } from 'react'
import { useFetcher, useNavigation } from 'react-router'

/** What a failed call said: our endpoints answer `{ error: { code, message, fields? } }`. */
export type SubmitFailure = { code: string | null; message: string | null; fields: Record<string, string> }

function isStringRecord(value: unknown): value is Record<string, string> {
	return (
		typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
	)
}

/** The failure in an action's answer, or null when it is not one (any success body will do). */
export function readFailure(data: unknown): SubmitFailure | null {
	if (typeof data !== 'object' || data === null || !('error' in data)) return null
	const error: unknown = data.error
	if (typeof error !== 'object' || error === null) return { code: null, message: null, fields: {} }
	const code = 'code' in error && typeof error.code === 'string' ? error.code : null
	const message = 'message' in error && typeof error.message === 'string' ? error.message : null
	const fields = 'fields' in error && isStringRecord(error.fields) ? error.fields : {}
	return { code, message, fields }
}

type Fetcher = ReturnType<typeof useFetcher>
export type JsonBody = Extract<Parameters<Fetcher['submit']>[0], Record<string, unknown>>

type Options = {
	/** The resource route, e.g. '/api/user'. */
	action: string
	/** POST unless the endpoint asks for another (DELETE /api/response). */
	method?: 'post' | 'delete'
	/**
	 * After a success, once React Router has revalidated the page's loaders; gets what was sent and
	 * the endpoint's answer (for the few callers that need what was created, such as a new draft's id).
	 */
	onSuccess?: (body: JsonBody, data: unknown) => void
	onFailure?: (failure: SubmitFailure) => void
}

/**
 * Posts JSON to one of our resource routes through a fetcher: React Router revalidates the page's
 * data after a success by itself, and a 4xx answer (returned, not thrown) lands in fetcher.data,
 * read here as `failure`. A success body is passed on as it came; callers that read it check its shape.
 */
export function useJsonSubmit({ action, method = 'post', onSuccess, onFailure }: Options) {
	const fetcher = useFetcher()
	// A loader may answer the revalidation with a redirect (a new canonical URL): wait for it too.
	const navigating = useNavigation().state !== 'idle'
	const sent = useRef<JsonBody | null>(null)
	const [failure, setFailure] = useState<SubmitFailure | null>(null)
	const callbacks = useRef({ onSuccess, onFailure })
	callbacks.current = { onSuccess, onFailure }

	useEffect(() => {
		// Idle again after our submission: the action answered and the revalidation is done.
		const body = sent.current
		if (fetcher.state !== 'idle' || navigating || body === null) return
		sent.current = null
		const failed = readFailure(fetcher.data)
		setFailure(failed)
		if (failed) callbacks.current.onFailure?.(failed)
		else callbacks.current.onSuccess?.(body, fetcher.data)
	}, [fetcher.state, fetcher.data, navigating])

	const submit = (body: JsonBody) => {
		sent.current = body
		setFailure(null)
		void fetcher.submit(body, { method, action, encType: 'application/json' })
	}

	return { submit, busy: fetcher.state !== 'idle', failure, clearFailure: () => setFailure(null) }
}
