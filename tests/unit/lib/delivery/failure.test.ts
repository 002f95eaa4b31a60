import { afterEach, describe, expect, it, vi } from 'vitest'
import { isDeliveryFailed, markDeliveryFailed } from '@/lib/delivery'
import { DELIVERY_FAILED_ATTR } from '@/lib/hydrationMarks'

afterEach(() => document.getElementById('root')?.remove())

describe('delivery: the page says when a part could not load', () => {
  it('marks the root once, and logs the error once', () => {
    const root = Object.assign(document.createElement('div'), { id: 'root' })
    document.body.append(root)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(isDeliveryFailed()).toBe(false)
    markDeliveryFailed(new Error('chunk gone'))
    markDeliveryFailed(new Error('chunk gone again'))
    expect(root.hasAttribute(DELIVERY_FAILED_ATTR)).toBe(true)
    expect(isDeliveryFailed()).toBe(true)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('does nothing on a document without the app’s root', () => {
    markDeliveryFailed(new Error('gone'))
    expect(isDeliveryFailed()).toBe(false)
  })
})
