import type { Client } from 'pg'

/** One connection to `url` for `run`, closed after it (pg is loaded only where PostgreSQL is used). */
export async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await run(client)
	} finally {
		await client.end()
	}
}
