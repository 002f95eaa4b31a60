import { expect, type Frame, type Page } from '@playwright/test'

/** Opens the lab and waits for `partId`'s stage to draw its part. */
export async function openLab(page: Page, partId: string, search = '') {
  await page.goto(`/__motion${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Motion lab' })).toBeVisible()
  return stageOf(page, partId)
}

/** The frame of `partId`'s stage, once its part is drawn. */
export async function stageOf(page: Page, partId: string): Promise<Frame> {
  await expect(page.locator(`[data-stage-frame="${partId}"]`)).toBeAttached()
  const url = new RegExp(`[?&]part=${partId}(&|$)`)
  await expect.poll(() => page.frame({ url }) !== null, { timeout: 20_000 }).toBe(true)
  const frame = page.frame({ url })!
  await expect(frame.locator(`main[data-stage="${partId}"]`)).toBeAttached({ timeout: 20_000 })
  return frame
}

/** How many times the stage has drawn its part (a new number: drawn afresh). */
export const generationOf = async (stage: Frame) =>
  Number(await stage.locator('main[data-stage]').getAttribute('data-generation'))

/** The card of `partId` on the lab's page. */
export const cardOf = (page: Page, partId: string) => page.locator(`[data-part="${partId}"]`)

/** The token's field on `partId`'s card. */
export const fieldOf = (page: Page, partId: string, name: string) =>
  cardOf(page, partId).getByLabel(name, { exact: true })

/**
 * Types `value` into the token's field on `partId`'s card and applies it (Enter), and waits for
 * the stage to draw its part afresh with it.
 */
export async function setToken(page: Page, partId: string, name: string, value: number) {
  const stage = await stageOf(page, partId)
  const before = await generationOf(stage)
  await fieldOf(page, partId, name).fill(String(value))
  await fieldOf(page, partId, name).press('Enter')
  await expect.poll(() => generationOf(stage)).toBeGreaterThan(before)
  return stage
}

/** Chooses a value of one of the card's choices (Speed, Width), and waits for the stage. */
export async function choose(page: Page, partId: string, group: string, option: string) {
  const choice = cardOf(page, partId).getByRole('group', { name: group })
  // the label is what shows (the radio inside it is for assistive tech and the keyboard)
  await choice.getByText(option, { exact: true }).click()
  await expect(choice.getByRole('radio', { name: option, exact: true })).toBeChecked()
}

/**
 * In the stage: clicks `selector` and returns how long after the click `attribute` appeared on
 * the first element matching `watch`, on the stage's own clock.
 */
export const timeToAttribute = (stage: Frame, selector: string, watch: string, attribute: string) =>
  stage.evaluate(
    ({ selector, watch, attribute }) =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        const observer = new MutationObserver(() => {
          if (!document.querySelector(watch)?.hasAttribute(attribute)) return
          observer.disconnect()
          resolve(performance.now() - start)
        })
        observer.observe(document.body, { attributes: true, subtree: true })
        ;(document.querySelector(selector) as HTMLElement).click()
      }),
    { selector, watch, attribute },
  )

/**
 * In the stage: the times between the next `count` changes of `attribute` on `selector` (the
 * first measured from the first change, so a gap is a whole period).
 */
export const gapsBetweenChanges = (
  stage: Frame,
  selector: string,
  attribute: string,
  count: number,
) =>
  stage.evaluate(
    ({ selector, attribute, count }) =>
      new Promise<number[]>((resolve) => {
        const element = document.querySelector(selector)!
        let last = element.getAttribute(attribute)
        const times: number[] = []
        const observer = new MutationObserver(() => {
          const now = element.getAttribute(attribute)
          if (now === last) return
          last = now
          times.push(performance.now())
          if (times.length <= count) return
          observer.disconnect()
          resolve(times.slice(1).map((time, i) => time - times[i]!))
        })
        observer.observe(element, { attributes: true, attributeFilter: [attribute] })
      }),
    { selector, attribute, count },
  )
