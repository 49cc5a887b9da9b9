import { startSmtpSink } from '../../e2e/support/smtp-sink'
import { type Balancer, startNginx } from './nginx'
import { createOpsDatabase, type Instance, startInstance } from './instance'

/** Two built instances on one fresh PostgreSQL database, nginx in front, one SMTP sink for both. */
export type Cluster = {
	instances: Instance[]
	balancer: Balancer
	sink: Awaited<ReturnType<typeof startSmtpSink>>
	databaseUrl: string
	stop: () => Promise<void>
	/** Starts instance i again (after stopping it), on the same port and database. */
	restart: (i: number) => Promise<Instance>
}

export async function startCluster(options: {
	adminUrl: string
	label: string
	ports: number[]
	nginxPort: number
	smtpPort: number
	env?: Record<string, string>
	/** Called with the fresh database's URL before any instance starts (migrate and seed it there). */
	prepare?: (databaseUrl: string) => Promise<void>
}): Promise<Cluster> {
	const db = await createOpsDatabase(options.adminUrl, options.label)
	await options.prepare?.(db.url)
	const sink = await startSmtpSink({ port: options.smtpPort, host: '127.0.0.1' })
	const publicUrl = `http://127.0.0.1:${options.nginxPort}`
	const start = (port: number) =>
		startInstance({
			port,
			databaseUrl: db.url,
			env: {
				PUBLIC_URL: publicUrl,
				TRUST_PROXY: 'true',
				SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
				...options.env,
			},
		})
	// Together, as a deploy starts them: the first migrates, the others wait for it (client.server.ts).
	const instances = await Promise.all(options.ports.map(start))
	const balancer = await startNginx({ port: options.nginxPort, upstreamPorts: options.ports })
	return {
		instances,
		balancer,
		sink,
		databaseUrl: db.url,
		restart: async (i) => {
			instances[i] = await start(options.ports[i])
			return instances[i]
		},
		stop: async () => {
			await balancer.stop()
			await Promise.all(instances.map((instance) => instance.stop()))
			await sink.close()
			await db.drop()
		},
	}
}

/** The instance that answered, from the balancer's X-Upstream header (host:port). */
export function upstreamOf(response: Response): string {
	return response.headers.get('x-upstream') ?? ''
}
