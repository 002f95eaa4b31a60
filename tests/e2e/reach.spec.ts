// docs/product.md "Moving content and assistive technology": every visitor reaches every part, by keyboard and by the accessibility tree a screen
// reader reads: the industries stack (wider than 720 px), the pause buttons of the parts that move
// by themselves, and focus that stays in a carousel when its slide leaves.
import { expect, test, type Page } from '@playwright/test'
import {
  INDUSTRY_AUTO_ADVANCE_MS,
  INDUSTRY_TRANSITION_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
} from '../../src/config/constants'
import { homeContent } from '../../src/content/home/en'
import { expectNothingFor, waitForHydration, waitUntilIdle } from './support'

const industries = homeContent.industries
const consultationNames = industries.items.map(
  (item) => `${industries.consultation}: ${item.title}`,
)

/** The accessible name of the focused element (its aria-label, else its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.innerText ?? ''
  })

/** Whether the focused element is in the card that shows on top, in the stack's middle. */
const focusedCardIsOnTop = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('[data-stack-step]')!.getBoundingClientRect()
    const hit = document.elementFromPoint(
      frame.left + frame.width / 4,
      frame.top + frame.height / 2,
    )
    const card = hit?.closest('article')
    return Boolean(card && card === document.activeElement?.closest('article'))
  })

test('Consultation: Tab reaches all six industries of the stack at 1280 px, each card on top as it gets focus', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const reached: string[] = []
  for (let i = 0; i < 200 && reached.length < consultationNames.length; i++) {
    await page.keyboard.press('Tab')
    const name = await focusedName(page)
    const inStack = await page.evaluate(
      () => document.activeElement?.closest('[data-stack-step]') !== null,
    )
    if (!inStack) continue
    reached.push(name)
    await expect.poll(() => focusedCardIsOnTop(page), `${name} on top`).toBe(true)
  }
  expect(reached).toEqual(consultationNames)
})

test('industries stack: all six industries in the accessibility tree, in order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const stack = page.locator('section:has([data-stack-step])')
  await expect(stack).toMatchAriaSnapshot(`
    - paragraph: Industries
    - heading "Built for the way your industry works" [level=2]
    - paragraph: Six sectors where our AI employees already do the heavy lifting.
    - article:
      - paragraph: "01"
      - heading "E-commerce" [level=3]
      - paragraph
      - 'button "Consultation: E-commerce"'
    - article:
      - paragraph: "02"
      - heading "Travel" [level=3]
      - paragraph
      - 'button "Consultation: Travel & Tourism"'
    - article:
      - paragraph: "03"
      - heading "Government" [level=3]
      - paragraph
      - 'button "Consultation: Government"'
    - article:
      - paragraph: "04"
      - heading "Healthcare" [level=3]
      - paragraph
      - 'button "Consultation: Healthcare"'
    - article:
      - paragraph: "05"
      - heading "Logistics" [level=3]
      - paragraph
      - 'button "Consultation: Logistics"'
    - article:
      - paragraph: "06"
      - heading "NGO" [level=3]
      - paragraph
      - 'button "Consultation: NGO"'
  `)
})

test('Pause the partner logos: in the accessibility tree with the strip, a toggle by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const list = page.getByRole('list', { name: 'Trusted by teams in 6 countries' })
  const strip = list.locator('..')
  const pause = strip.getByRole('button', { name: 'Pause the partner logos' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  // four logos a set at this width, whichever set is shown
  await expect(strip).toMatchAriaSnapshot(`
    - paragraph: Trusted by teams in 6 countries
    - button "Pause the partner logos" [pressed]
    - list "Trusted by teams in 6 countries":
      - listitem:
        - img /Partner \\d+/
      - listitem:
        - img /Partner \\d+/
      - listitem:
        - img /Partner \\d+/
      - listitem:
        - img /Partner \\d+/
  `)
  // paused: the set stays, whatever the time
  const set = await list.getAttribute('data-set')
  await expectNothingFor(page, PARTNER_ROTATION_MS + PARTNER_FADE_MS, () =>
    expect(list).toHaveAttribute('data-set', set!),
  )
  await page.keyboard.press('Space')
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
})

test.describe('industries slider at 375 px, by keyboard', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('industries slider: its accessibility tree, the pause button first', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const region = page.getByRole('region', { name: industries.slider.region })
    await region.scrollIntoViewIfNeeded()
    await expect(region).toMatchAriaSnapshot(`
      - button "${industries.slider.pause}" [pressed=false]
      - list:
        - listitem:
          - article:
            - paragraph: 1 / 6
            - heading "${industries.items[0]!.title}" [level=3]
            - paragraph
            - 'button "${consultationNames[0]}"'
      - button "${industries.slider.previous}"
      - button "Show ${industries.items[0]!.title}"
      - button "Show ${industries.items[5]!.title}"
      - button "${industries.slider.next}"
    `)
  })

  test('Consultation focused, ArrowRight: focus stays on the Consultation of the next industry', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const region = page.getByRole('region', { name: industries.slider.region })
    const card = region.locator('[data-industry]')
    const pause = region.getByRole('button', { name: industries.slider.pause })
    await pause.focus()
    await page.keyboard.press('Tab')
    await expect(region.getByRole('button', { name: consultationNames[0] })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(card).toHaveAttribute('data-industry', industries.items[1]!.id)
    await expect(region.getByRole('button', { name: consultationNames[1] })).toBeFocused()
    // past the 150 ms the old slide is inert: focus is still there, never on <body>
    await expectNothingFor(page, INDUSTRY_TRANSITION_MS, () =>
      expect(region.getByRole('button', { name: consultationNames[1] })).toBeFocused(),
    )
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true)
    await page.keyboard.press('ArrowLeft')
    await expect(card).toHaveAttribute('data-industry', industries.items[0]!.id)
    await expect(region.getByRole('button', { name: consultationNames[0] })).toBeFocused()
  })

  test('Pause the industry rotation by keyboard: focus inside pauses, Enter stops it until Enter again', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const region = page.getByRole('region', { name: industries.slider.region })
    const card = region.locator('[data-industry]')
    const pause = region.getByRole('button', { name: industries.slider.pause })
    await region.scrollIntoViewIfNeeded()
    // Tab in from the heading's side: keyboard focus inside pauses the auto-advance
    await pause.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(pause).toBeFocused()
    // a change the auto-advance began before the pause ends first
    await waitUntilIdle(card)
    const shown = await card.getAttribute('data-industry')
    const isStill = () => expect(card).toHaveAttribute('data-industry', shown!)
    await expectNothingFor(page, INDUSTRY_AUTO_ADVANCE_MS + INDUSTRY_TRANSITION_MS, isStill)
    await page.keyboard.press('Enter')
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    // focus leaving does not end the visitor's pause
    await page.keyboard.press('Shift+Tab')
    await expectNothingFor(page, INDUSTRY_AUTO_ADVANCE_MS + INDUSTRY_TRANSITION_MS, isStill)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
    await expect(card).not.toHaveAttribute('data-industry', shown!, {
      timeout: INDUSTRY_AUTO_ADVANCE_MS + 1000,
    })
  })
})
