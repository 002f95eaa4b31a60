// Types of outbox.mjs for the TypeScript files that import it.
import type { IncomingMessage, ServerResponse } from 'node:http'
export { FORM_PATH, LIST_PATH, RECEIPT_PATH, SEND_PATH } from '../../src/config/nativeForm.mjs'
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
export function paramProblems(
  params: Record<string, unknown>,
): { field: 'name' | 'email' | 'message'; problem: 'missing' | 'malformed' }[]
export function returnPath(value: unknown, host: string): string | null
export const NATIVE_FORM_KEYS: Readonly<{
  service_id: string
  template_id: string
  user_id: string
}>
export function readOutbox(dir: string): { messages: StoredMessage[]; skipped: string[] }
export function listMessages(dir: string): StoredMessage[]
export function removeStaleTemps(dir: string): void
export function createOutboxHandler(
  options: { dir: string; hosts?: string[]; now?: () => number } & Partial<OutboxLimits>,
): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
