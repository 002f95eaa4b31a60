import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { FRAME_MS, PARTNER_ROTATION_MS } from '../../src/config/constants'
import { waitForPart } from './clock'
import { slowCpu } from './early'
import { waitForHydration } from './support'

// docs/motion.md "State on the clock, pixels on the animation": the partner strip keeps 5000 ms from one set to the next on a phone with its CPU
// slowed 4× (DevTools' throttling) on a loaded host (a busy loop per core beside the browser),
// read on the page's own clock: a MutationObserver in the page notes `performance.now()` at each
// change of the set shown (its `data-set`), the moment the DOM changes. A phone once saw 4.25 s
// after a late switch: the rotation was a `setInterval`, which keeps its phase (here it read
// 4323 ms after the switch the long task below made late).
// Such a host also stalls the page now and then (its timers run up to a few hundred ms late), and
// a set can come no sooner than the page runs: so beside each set, the page sets a timer of its
// own for 5000 ms, and the next set may be late by as much as that timer was, never more.

/** A phone's sets: sixteen logos in sets of two. */
const PHONE_SETS = 8
/** The switches read (four gaps); a long task in the page holds the third one up. */
const SWITCHES = 5
const LATE_SWITCH = 2
/** The long task: from 100 ms before that switch is due until 600 ms after. */
const LONG_TASK = { fromMs: PARTNER_ROTATION_MS - 100, ms: 700 }
/** The browser runs timers on whole milliseconds. */
const TIMER_STEP_MS = 1
const TEST_TIMEOUT_MS = 90_000

/**
 * The loaded host: a busy loop per core (two) beside the browser, stopped after each test, and
 * ending by itself once the test's time is up, should nothing stop it.
 */
let burners: ChildProcess[] = []
test.afterEach(() => {
  for (const burner of burners) burner.kill()
  burners = []
})
const loadHost = () => {
  const code = `const end = Date.now() + ${TEST_TIMEOUT_MS}; while (Date.now() < end);`
  burners = [0, 1].map(() => spawn(process.execPath, ['-e', code], { stdio: 'ignore' }))
}

interface Switch {
  /** when the set changed (`performance.now()`) */
  at: number
  set: string | null
  /** how late the page ran its own timer for 5000 ms from then */
  pageLateMs?: number
}

test('partner strip: 5000 ms from each set to the next within a frame on the page clock, also after a switch a long task made late, CPU slowed and host loaded', async ({
  page,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS)
  loadHost()
  await slowCpu(page)
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  const strip = page.getByRole('list', { name: /partner|trusted/i })
  await waitForPart(strip)
  const switches = await strip.evaluate(
    (list, { count, late, longTask, rotationMs }) =>
      new Promise<Switch[]>((resolve) => {
        const seen: Switch[] = []
        new MutationObserver(() => {
          const at = performance.now()
          const index = seen.push({ at, set: list.getAttribute('data-set') }) - 1
          if (index === count - 1) return
          setTimeout(() => {
            seen[index]!.pageLateMs = performance.now() - at - rotationMs
            if (index === count - 2) resolve(seen)
          }, rotationMs)
          if (index === late - 1)
            setTimeout(() => {
              const end = performance.now() + longTask.ms
              while (performance.now() < end);
            }, longTask.fromMs)
        }).observe(list, { attributeFilter: ['data-set'] })
      }),
    { count: SWITCHES, late: LATE_SWITCH, longTask: LONG_TASK, rotationMs: PARTNER_ROTATION_MS },
  )
  const gaps = switches.slice(1).map(({ at }, i) => ({
    ms: at - switches[i]!.at,
    pageLateMs: switches[i]!.pageLateMs!,
  }))
  test.info().annotations.push({
    type: 'gaps',
    description: gaps
      .map((g) => `${g.ms.toFixed(1)} (page late ${g.pageLateMs.toFixed(1)})`)
      .join(', '),
  })
  // one set after another, none skipped
  const first = Number(switches[0]!.set)
  expect(switches.map(({ set }) => Number(set))).toEqual(
    switches.map((_, i) => (first + i) % PHONE_SETS),
  )
  // the long task made its switch late
  expect(gaps[LATE_SWITCH - 1]!.ms).toBeGreaterThan(PARTNER_ROTATION_MS + LONG_TASK.ms / 2)
  for (const [i, gap] of gaps.entries()) {
    // never sooner than 5000 ms less a frame, the one after the late switch too
    expect(gap.ms, `gap ${i + 1}`).toBeGreaterThanOrEqual(
      PARTNER_ROTATION_MS - FRAME_MS - TIMER_STEP_MS,
    )
    // and no later than the page's own clock allowed
    expect(gap.ms, `gap ${i + 1}`).toBeLessThanOrEqual(
      PARTNER_ROTATION_MS + Math.max(0, gap.pageLateMs) + FRAME_MS,
    )
  }
})
