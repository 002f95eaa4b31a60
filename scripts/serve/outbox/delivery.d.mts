// Types of delivery.mjs for the TypeScript files that import it.
import type { OutboxLimits } from '../outbox.mjs'
import type { MessageField } from './message.mjs'
export type Delivered =
  | { id: string }
  | {
      id?: undefined
      status: 429 | 500 | 507
      problem: 'throttled' | 'full' | 'store-failed'
      text: string
      headers?: Record<string, string>
    }
export function createDelivery(
  options: { dir: string; now: () => number } & Omit<OutboxLimits, 'maxBodyBytes'>,
): (
  client: string,
  keys: { service_id: string; template_id: string; user_id: string },
  params: Record<MessageField, string>,
) => Delivered
