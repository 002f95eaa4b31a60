import { beforeEach, describe, expect, it, vi } from 'vitest'
import { NAV_SCROLL_TOP_DELAY_MS } from '@/config/constants'
import { scrollToTopAfterNavigation } from '@/lib/scroll'

beforeEach(() => {
  vi.useFakeTimers()
})

describe('"View all" and service cards scroll to the top 100 ms after navigating (spec §2.2)', () => {
  it('scrolls once, 100 ms later', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToTopAfterNavigation()
    vi.advanceTimersByTime(NAV_SCROLL_TOP_DELAY_MS - 1)
    expect(scrollTo).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
  })
})
