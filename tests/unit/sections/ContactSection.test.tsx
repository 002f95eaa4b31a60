import { act, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RESPONSE_TIMER_TICK_MS } from '@/config/constants'
import { homeContent as en } from '@/content/home/en'
import { homeContent as lv } from '@/content/home/lv'
import { homeContent as ru } from '@/content/home/ru'
import type { HomeContent } from '@/content/types'
import { ResponseTimerProvider, useStartResponseTimer } from '@/hooks/useResponseTimer'
import { ContactSection } from '@/sections/contact/ContactSection'
import { setupUser } from '../support/user'

/** What starts the timer on the page (the booking popup, the newsletter). */
function Starter() {
  return (
    <button type="button" onClick={useStartResponseTimer()}>
      Start the timer
    </button>
  )
}
const start = () => setupUser().click(screen.getByRole('button', { name: 'Start the timer' }))

/** The home page's contact section on `path`, with the shared response timer. */
function renderContact(path: string, content: HomeContent['contact']) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <ResponseTimerProvider>
        <Starter />
        <ContactSection content={content} email="hello@example.com" opens="booking" />
      </ResponseTimerProvider>
    </MemoryRouter>,
  )
  const timer = screen.getByRole('timer')
  const live = timer.querySelector('[aria-live="polite"]') as HTMLElement
  return { ...view, timer, live }
}

const seconds = (n: number) => act(() => vi.advanceTimersByTime(n * RESPONSE_TIMER_TICK_MS))

beforeEach(() => {
  vi.useFakeTimers()
})

describe('the response timer, told to screen readers', () => {
  it('says the minutes left at the start and once a minute; the digits stay on screen', async () => {
    const { timer, live } = renderContact('/', en.contact)
    expect(live).toHaveAttribute('aria-atomic', 'true')
    expect(live).toHaveTextContent(/^$/)
    await start()
    // 0 s
    expect(live).toHaveTextContent(/^10 minutes left$/)
    seconds(59)
    expect(live).toHaveTextContent(/^10 minutes left$/)
    expect(timer).toHaveTextContent('09:01')
    seconds(1)
    expect(live).toHaveTextContent(/^9 minutes left$/)
    expect(timer).toHaveTextContent('09:00')
    seconds(8 * 60)
    expect(live).toHaveTextContent(/^1 minute left$/)
    seconds(60)
    expect(timer).toHaveTextContent('00:00')
    expect(live).toHaveTextContent(/^$/)
  })

  it('changes its text once a minute, not every second', async () => {
    const { live } = renderContact('/', en.contact)
    await start()
    // the texts the region took, read each second from the DOM changes made in it
    const changes: string[] = []
    const observer = new MutationObserver(() => {})
    observer.observe(live, { subtree: true, childList: true, characterData: true })
    for (let i = 0; i < 120; i++) {
      seconds(1)
      if (observer.takeRecords().length > 0) changes.push(live.textContent ?? '')
    }
    observer.disconnect()
    expect(changes).toEqual(['9 minutes left', '8 minutes left'])
  })

  it('speaks the page language, in its plural forms', async () => {
    const latvian = renderContact('/lv', lv.contact)
    await start()
    expect(latvian.live).toHaveTextContent(/^Atlikušas 10 minūtes$/)
    seconds(9 * 60)
    expect(latvian.live).toHaveTextContent(/^Atlikusi 1 minūte$/)
    latvian.unmount()

    const russian = renderContact('/ru', ru.contact)
    await start()
    expect(russian.live).toHaveTextContent(/^Осталось 10 минут$/)
    seconds(7 * 60)
    expect(russian.live).toHaveTextContent(/^Осталось 3 минуты$/)
    seconds(2 * 60)
    expect(russian.live).toHaveTextContent(/^Осталась 1 минута$/)
  })
})
