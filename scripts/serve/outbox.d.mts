// Types of outbox.mjs for the TypeScript files that import it (its parts' own in outbox/).
import type { IncomingMessage, ServerResponse } from 'node:http'
export { FORM_PATH, LIST_PATH, RECEIPT_PATH, SEND_PATH } from '../../src/config/nativeForm.mjs'
export { returnPath } from './outbox/access.mjs'
export type { StoredMessage } from './outbox/message.mjs'
export { NATIVE_FORM_KEYS, paramProblems, validateSend } from './outbox/message.mjs'
export { listMessages, readOutbox, removeStaleTemps } from './outbox/store.mjs'
export interface OutboxLimits {
  maxBodyBytes: number
  rateLimit: number
  rateWindowMs: number
  maxMessages: number
  maxBytes: number
}
export const OUTBOX_DEFAULTS: Readonly<OutboxLimits>
export function createOutboxHandler(
  options: { dir: string; hosts?: string[]; now?: () => number } & Partial<OutboxLimits>,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
