import { useSyncExternalStore } from 'react'
import { MAX_TIMER_DELAY_MS } from '@/config/constants'

const currentYear = () => new Date().getFullYear()

/** Milliseconds from now until the visitor's next year begins (their time zone). */
const untilNextYear = () => new Date(currentYear() + 1, 0, 1).getTime() - Date.now()

/** Tells React when the year may have turned: at the next New Year, in steps a timer can keep. */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    timer = setTimeout(
      () => {
        onChange()
        arm()
      },
      Math.min(untilNextYear(), MAX_TIMER_DELAY_MS),
    )
  }
  arm()
  return () => clearTimeout(timer)
}

/**
 * The visitor's current year (a number), for the footer's "©". The prerendered page and the
 * hydration render show `renderedYear` (the build's), so the HTML and the first client render
 * match; React then renders the visitor's own year at once if it differs, and again when a New
 * Year passes with the page open.
 */
export function useCurrentYear(renderedYear: number): number {
  return useSyncExternalStore(subscribe, currentYear, () => renderedYear)
}
