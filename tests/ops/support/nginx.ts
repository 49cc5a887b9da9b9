import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * nginx in front of app instances, configured by the committed deploy/nginx.conf (rendered with the
 * given ports) inside a minimal main configuration whose pid, logs and temporary files all live in a
 * throwaway directory: no system file is touched. Used by tests/ops, the browser run through the
 * balancer (playwright.cluster.config.ts) and the cluster benchmarks.
 */
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

export const nginxAvailable = (): boolean => existsSync(NGINX)

const ROOT = path.resolve(import.meta.dirname, '../../..')

export type Balancer = {
	url: string
	dir: string
	/** The access log so far: one line per request with `upstream=host:port`. */
	accessLog: () => Promise<string>
	stop: () => Promise<void>
}

/** deploy/nginx.conf with its placeholders filled in. */
async function renderSiteConfig(options: {
	port: number
	upstreamPorts: number[]
	staticRoot?: string
	/** Parameters of each upstream server line; docs/deploy.md's recommended ones otherwise. */
	serverParams?: string
	/** TLS with HTTP/2 on the port, as docs/deploy.md#tls deploys it. */
	tls?: Tls
}): Promise<string> {
	const template = await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
	const servers = options.upstreamPorts
		.map((p) => `server 127.0.0.1:${p} ${options.serverParams ?? 'max_fails=0'};`)
		.join('\n\t')
	const values: Record<string, string> = {
		OPENROOM_LISTEN: `127.0.0.1:${options.port}${options.tls ? ' ssl http2' : ''}`,
		OPENROOM_UPSTREAMS: servers,
		OPENROOM_STATIC_ROOT: options.staticRoot ?? path.join(ROOT, 'build/client'),
	}
	// envsubst's syntax, as docs/deploy.md renders it.
	return template.replace(/\$\{(OPENROOM_[A-Z_]+)\}/g, (_, name: string) => {
		if (!(name in values)) throw new Error(`deploy/nginx.conf: unknown placeholder ${name}`)
		return values[name]
	})
}

/** A certificate and its key (PEM files). */
export type Tls = { certificate: string; key: string }

export async function startNginx(options: {
	port: number
	upstreamPorts: number[]
	tls?: Tls
	/** Extra location blocks for the server (benchmarks add a static file served by nginx). */
	extraServer?: string
	workers?: number
}): Promise<Balancer> {
	const dir = await mkdtemp(path.join(tmpdir(), 'openroom-nginx-'))
	await mkdir(path.join(dir, 'logs'))
	await mkdir(path.join(dir, 'temp'))
	let site = await renderSiteConfig(options)
	const extra = [
		options.tls ? `ssl_certificate ${options.tls.certificate};\nssl_certificate_key ${options.tls.key};` : '',
		options.extraServer ?? '',
	].join('\n')
	if (extra.trim()) site = site.replace(/\n}\s*$/, `\n${extra}\n}\n`)
	await writeFile(path.join(dir, 'openroom.conf'), site)
	// Tests send their own X-Forwarded-For from loopback (tests/e2e/support/fixtures.ts): believed,
	// as a CDN's would be, so each test still speaks from its own address.
	const main = `
user root;
worker_processes ${options.workers ?? 1};
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	client_body_temp_path ${dir}/temp/body;
	proxy_temp_path ${dir}/temp/proxy;
	fastcgi_temp_path ${dir}/temp/fastcgi;
	uwsgi_temp_path ${dir}/temp/uwsgi;
	scgi_temp_path ${dir}/temp/scgi;
	set_real_ip_from 127.0.0.1;
	real_ip_header X-Forwarded-For;
	include ${dir}/openroom.conf;
	access_log ${dir}/logs/access.log openroom;
}
`
	await writeFile(path.join(dir, 'nginx.conf'), main)
	let output = ''
	const child: ChildProcess = spawn(
		NGINX,
		[
			'-p',
			dir,
			'-e',
			`${dir}/logs/error.log`,
			'-c',
			`${dir}/nginx.conf`,
			'-g',
			`daemon off; pid ${dir}/nginx.pid;`,
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] },
	)
	child.stdout?.on('data', (c) => {
		output += c
	})
	child.stderr?.on('data', (c) => {
		output += c
	})
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${options.port}`
	const deadline = Date.now() + 10_000
	// Waits for nginx's port, without sending a request through it (that would count against an instance).
	for (;;) {
		if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`)
		const up = await new Promise<boolean>((resolve) => {
			const socket = connect(options.port, '127.0.0.1')
			socket.once('connect', () => {
				socket.destroy()
				resolve(true)
			})
			socket.once('error', () => resolve(false))
		})
		if (up) break
		if (Date.now() > deadline) {
			child.kill('SIGKILL')
			throw new Error(`nginx did not start: ${output}`)
		}
		await new Promise((r) => setTimeout(r, 100))
	}
	return {
		url,
		dir,
		accessLog: () => readFile(path.join(dir, 'logs/access.log'), 'utf8').catch(() => ''),
		stop: async () => {
			// SIGQUIT: nginx's graceful stop (finishes the requests it holds).
			if (child.exitCode === null) child.kill('SIGQUIT')
			await exited
			await rm(dir, { recursive: true, force: true })
		},
	}
}
