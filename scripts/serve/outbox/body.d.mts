// Types of body.mjs for the TypeScript files that import it.
import type { IncomingMessage } from 'node:http'
/** Rejects with an Error of `status` 413 (and `close: true` when the connection should close). */
export function readBody(req: IncomingMessage, limit: number): Promise<string>
