import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { type RegistryPerson, registryFileLines } from './registry-generator'

/** Writes a generated NPPES file (registry-generator.ts) to disk, streaming; resolves with its bytes. */
export async function writeRegistryFile(
	out: string,
	options: { rows: number; seed?: number; people?: readonly RegistryPerson[] },
): Promise<number> {
	const stream = createWriteStream(out)
	let chunk = ''
	let bytes = 0
	for (const line of registryFileLines(options)) {
		chunk += line
		if (chunk.length >= 1 << 20) {
			bytes += Buffer.byteLength(chunk)
			if (!stream.write(chunk)) await once(stream, 'drain')
			chunk = ''
		}
	}
	bytes += Buffer.byteLength(chunk)
	stream.end(chunk)
	await once(stream, 'finish')
	return bytes
}
