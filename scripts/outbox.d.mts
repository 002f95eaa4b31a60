import type { IncomingMessage, ServerResponse } from 'node:http'
export const SEND_PATH: string
export const LIST_PATH: string
export function validateSend(body: unknown): string | null
export function listMessages(dir: string): unknown[]
export function createOutboxHandler(options: {
  dir: string
}): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
