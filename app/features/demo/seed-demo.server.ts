import type { DbHandle } from '~/db/client.server'
import type { Env } from '~/env.server'

// Placeholder until the demo generator lands.
export async function seedDemoOnFirstStart(_handle: DbHandle, _env: Env): Promise<void> {}
