// Types of outbox.mjs for the TypeScript files that import it.
import type { IncomingMessage, ServerResponse } from 'node:http'
export const SEND_PATH: string
export const LIST_PATH: string
export interface OutboxLimits {
  maxBodyBytes: number
  rateLimit: number
  rateWindowMs: number
  maxMessages: number
  maxBytes: number
}
export const OUTBOX_DEFAULTS: Readonly<OutboxLimits>
export interface StoredMessage {
  id: string
  receivedAt: string
  service_id: string
  template_id: string
  user_id: string
  template_params: { name: string; email: string; message: string }
}
export function validateSend(body: unknown): string | null
export function readOutbox(dir: string): { messages: StoredMessage[]; skipped: string[] }
export function listMessages(dir: string): StoredMessage[]
export function removeStaleTemps(dir: string): void
export function createOutboxHandler(
  options: { dir: string; hosts?: string[]; now?: () => number } & Partial<OutboxLimits>,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
