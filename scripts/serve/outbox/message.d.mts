// Types of message.mjs for the TypeScript files that import it.
export type MessageField = 'name' | 'email' | 'message'
export const FIELDS: readonly MessageField[]
export interface StoredMessage {
  id: string
  receivedAt: string
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<MessageField, string>
}
export function paramProblems(
  params: Record<string, unknown>,
): { field: MessageField; problem: 'missing' | 'malformed' }[]
export function validateSend(body: unknown): string | null
export function isMessage(value: unknown): value is StoredMessage
export const NATIVE_FORM_KEYS: Readonly<{
  service_id: string
  template_id: string
  user_id: string
}>
