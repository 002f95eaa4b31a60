// Types of view.mjs for the TypeScript files that import it.
import type { MessageField, StoredMessage } from './message.mjs'
export const LISTING_HEADERS: Readonly<Record<string, string>>
export const PAGE_HEADERS: Readonly<Record<string, string>>
export function renderList(state: { messages: StoredMessage[]; skipped: string[] }): string
export function renderReceipt(message: StoredMessage | null, back: string): string
export function renderTooLarge(maxBodyBytes: number, back: string): string
export function renderProblem(problem: {
  problems: string[]
  values: Record<MessageField, string>
  back: string
}): string
export function problemText(
  problem: { field: MessageField; problem: 'missing' | 'malformed' },
  values: Record<MessageField, string>,
): string
