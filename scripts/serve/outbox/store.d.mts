// Types of store.mjs for the TypeScript files that import it.
import type { StoredMessage } from './message.mjs'
export function readOutbox(dir: string): { messages: StoredMessage[]; skipped: string[] }
export function listMessages(dir: string): StoredMessage[]
export function usage(dir: string): { count: number; bytes: number }
export function storeMessage(dir: string, id: string, text: string): void
export function removeStaleTemps(dir: string): void
export function readMessage(dir: string, id: unknown): StoredMessage | null
