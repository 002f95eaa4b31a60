import { expect, test, type Locator, type Page } from '@playwright/test'
import { HOVER_TRANSITION_MS } from '../../src/config/constants'
import { routes } from '../../src/config/routes'
import { waitForHydration } from './support'

// README "Motion tokens": buttons and the case and project cards lift on hover over the
// `duration-hover` token. Tailwind 4's `translate-*` utilities move the `translate` property, not
// `transform`, so a transition naming only `transform` lets the lift jump in one frame.

/** The case card's lift (`hover:-translate-y-1`: one spacing step, 0.25rem). */
const CASE_CARD_LIFT_PX = -4

/** How long `property` of the element transitions, in ms (null: it does not transition). */
const transitionMs = (element: Locator, property: string) =>
  element.evaluate((el, property) => {
    const style = getComputedStyle(el)
    const properties = style.transitionProperty.split(',').map((p) => p.trim())
    const durations = style.transitionDuration.split(',').map((d) => parseFloat(d) * 1000)
    const index = properties.findIndex((p) => p === property || p === 'all')
    // the durations repeat to the length of the property list (CSS Transitions, "transition-*")
    return index < 0 ? null : durations[index % durations.length]!
  }, property)

/** The element's computed `translate` on the y axis, in px (`none` is 0). */
const translateY = (element: Locator) =>
  element.evaluate((el) => {
    const [, y = '0px'] = getComputedStyle(el).translate.split(' ')
    return parseFloat(y) || 0
  })

/** The first card of the case list: a link to its case. */
const caseCard = (page: Page) =>
  page
    .getByRole('main')
    .locator(`a[href^="${routes.caseDetail.href('')}"]`)
    .first()

test('the lift of a button, a project card and a case card transitions in duration-hover', async ({
  page,
}) => {
  await page.goto(routes.home.path)
  await waitForHydration(page)
  const button = page.getByRole('main').getByRole('button', { name: 'Get started', exact: true })
  const project = page.locator('#projects [data-project]').first()
  await expect.poll(() => transitionMs(button, 'translate')).toBe(HOVER_TRANSITION_MS)
  await expect.poll(() => transitionMs(project, 'translate')).toBe(HOVER_TRANSITION_MS)

  await page.goto(routes.cases.path)
  await waitForHydration(page)
  await expect.poll(() => transitionMs(caseCard(page), 'translate')).toBe(HOVER_TRANSITION_MS)
})

test('a hovered case card passes through the middle of its lift', async ({ page }) => {
  await page.goto(routes.cases.path)
  await waitForHydration(page)
  const card = caseCard(page)
  await card.scrollIntoViewIfNeeded()
  expect(await translateY(card)).toBe(0)
  // slowed tenfold, so frames inside the lift are there to be read
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Animation.enable')
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 })
  await card.hover()
  // a lift that jumps has no such frame: 0, then the whole lift
  await expect
    .poll(
      async () => {
        const y = await translateY(card)
        return { y, isMidway: y < 0 && y > CASE_CARD_LIFT_PX }
      },
      { message: `a frame of the lift strictly between 0 and ${CASE_CARD_LIFT_PX}px` },
    )
    .toEqual({ y: expect.any(Number), isMidway: true })
  await expect.poll(() => translateY(card)).toBe(CASE_CARD_LIFT_PX)
})
