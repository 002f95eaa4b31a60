import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import { expect, test, type Frame, type Page } from '@playwright/test'
import { homeFirst } from '../../src/content/home/en.first'
import {
  EASE_SOFT,
  INDUSTRY_AUTO_ADVANCE_MS,
  PARTNER_FADE_MS,
  PARTNER_ROTATION_MS,
  PROJECT_REVEAL_MS,
} from '../../src/config/constants'
import {
  cardOf,
  choose,
  fieldOf,
  gapsBetweenChanges,
  generationOf,
  openLab,
  setToken,
  stageOf,
  timeToAttribute,
} from './lab'
import { COPY_CONSTANTS } from './site'
import { expectNothingFor, LATE_MS } from '../e2e/support'

// the motion lab (src/lab/README.md): a token changed in the lab changes what the visitor would
// see by that much, a slower speed stretches a motion by its factor, the address keeps what was
// set, and an edit of the file (the served copy's: tests/lab/site.ts) reaches the open lab
// without a reload

/** The auto-advance the reduced-motion test shortens it to, so a period passes quickly. */
const SHORT_ADVANCE_MS = 1000

/**
 * How long a test waits for an edit of the file to reach the lab: the dev server transforms the
 * modules again for the page and each of its nine stages (seconds on a busy host).
 */
const HOT_UPDATE = { timeout: 20_000 }

test('PARTNER_ROTATION_MS 5000 → 2000: the next set of logos comes 2 s after the last', async ({
  page,
}) => {
  await openLab(page, 'partners')
  const stage = await setToken(page, 'partners', 'PARTNER_ROTATION_MS', 2000)
  const [gap] = await gapsBetweenChanges(stage, '[data-set]', 'data-set', 1)
  expect(gap).toBeGreaterThanOrEqual(2000 - 20)
  expect(gap).toBeLessThan(2000 + LATE_MS)
  expect(PARTNER_ROTATION_MS).toBe(5000)
  // the line to keep it, ready to copy
  const line = 'export const PARTNER_ROTATION_MS = 2000'
  await expect(cardOf(page, 'partners').locator('code')).toHaveText(line)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await cardOf(page, 'partners').getByRole('button', { name: 'Copy the line' }).click()
  await expect(cardOf(page, 'partners').getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line)
  // and back to the file's value
  await cardOf(page, 'partners').getByRole('button', { name: 'Reset to 5000' }).click()
  await expect(
    cardOf(page, 'partners').getByLabel('PARTNER_ROTATION_MS', { exact: true }),
  ).toHaveValue('5000')
  await expect(cardOf(page, 'partners').locator('code')).toHaveCount(0)
})

/** How long after a tap on the first project card its content shows, on the stage's clock. */
const revealTime = (stage: Frame) =>
  timeToAttribute(
    stage,
    '[data-project] button[aria-expanded]',
    '[data-content-visible]',
    'data-content-visible',
  )

test.describe('a project card at a phone width', () => {
  test.beforeEach(async ({ page }) => {
    await openLab(page, 'projects')
    await choose(page, 'projects', 'Width', 'Phone 390')
  })

  test('PROJECT_REVEAL_MS 900 → 300: the content shows 300 ms after the tap', async ({ page }) => {
    expect(PROJECT_REVEAL_MS).toBe(900)
    const stage = await setToken(page, 'projects', 'PROJECT_REVEAL_MS', 300)
    const shown = await revealTime(stage)
    expect(shown).toBeGreaterThanOrEqual(300 - 20)
    expect(shown).toBeLessThan(300 + LATE_MS)
  })

  test('at 0.25× the same reveal takes four times as long (1200 ms)', async ({ page }) => {
    await setToken(page, 'projects', 'PROJECT_REVEAL_MS', 300)
    const stage = await stageOf(page, 'projects')
    const before = await generationOf(stage)
    await choose(page, 'projects', 'Speed', '0.25×')
    await expect.poll(() => generationOf(stage)).toBeGreaterThan(before)
    await expect(cardOf(page, 'projects').locator('[data-at-speed]').first()).toHaveText(
      'plays as 1200 at 0.25×',
    )
    const shown = await revealTime(stage)
    expect(shown).toBeGreaterThanOrEqual(1200 - 20)
    expect(shown).toBeLessThan(1200 + LATE_MS)
  })
})

test('an edit of src/config/constants.ts reaches the open lab, without a reload; a line saved is an override no more', async ({
  page,
}) => {
  await openLab(page, 'partners')
  const stage = await stageOf(page, 'partners')
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }))
  const field = fieldOf(page, 'partners', 'PARTNER_ROTATION_MS')
  await expect(field).toHaveValue(String(PARTNER_ROTATION_MS))
  const source = fs.readFileSync(COPY_CONSTANTS, 'utf8')
  const line = `export const PARTNER_ROTATION_MS = ${PARTNER_ROTATION_MS}`
  expect(source).toContain(line)
  const before = await generationOf(stage)
  try {
    fs.writeFileSync(
      COPY_CONSTANTS,
      source.replace(line, 'export const PARTNER_ROTATION_MS = 1500'),
    )
    await expect(field).toHaveValue('1500', HOT_UPDATE)
    await expect.poll(() => generationOf(stage), HOT_UPDATE).toBeGreaterThan(before)
    const [gap] = await gapsBetweenChanges(stage, '[data-set]', 'data-set', 1)
    expect(gap).toBeGreaterThanOrEqual(1500 - 20)
    expect(gap).toBeLessThan(1500 + LATE_MS)

    // a value set in the lab, then its line pasted into the file: the card offers no reset
    await setToken(page, 'partners', 'PARTNER_FADE_MS', 450)
    await expect(
      cardOf(page, 'partners').getByRole('button', { name: 'Reset to 300' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/PARTNER_FADE_MS=450/)
    fs.writeFileSync(
      COPY_CONSTANTS,
      fs
        .readFileSync(COPY_CONSTANTS, 'utf8')
        .replace('export const PARTNER_FADE_MS = 300', 'export const PARTNER_FADE_MS = 450'),
    )
    await expect(cardOf(page, 'partners').getByRole('button', { name: /^Reset to/ })).toHaveCount(
      0,
      HOT_UPDATE,
    )
    await expect(fieldOf(page, 'partners', 'PARTNER_FADE_MS')).toHaveValue('450')
    await expect(page).not.toHaveURL(/PARTNER_FADE_MS/)
    expect(await page.evaluate(() => '__notReloaded' in window)).toBe(true)
  } finally {
    fs.writeFileSync(COPY_CONSTANTS, source)
  }
  await expect(field).toHaveValue(String(PARTNER_ROTATION_MS), HOT_UPDATE)
})

test('a value applies when typed out, within its bounds; the address keeps it across a reload', async ({
  page,
}) => {
  const stage = await openLab(page, 'testimonials')
  const field = fieldOf(page, 'testimonials', 'TESTIMONIAL_SWAP_MS')
  const before = await generationOf(stage)
  // typing draws nothing until the value is applied (no 3, 30, 300 on the way to 3000)
  await field.fill('3000')
  await expect(field).toHaveValue('3000')
  expect(await generationOf(stage)).toBe(before)
  // out of bounds: said, and not applied
  await field.fill('70000')
  await field.press('Enter')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(cardOf(page, 'testimonials').getByText(/^Not applied: 0–60000 ms/)).toBeVisible()
  await field.fill('-5')
  await field.blur()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(await generationOf(stage)).toBe(before)
  await expect(page).not.toHaveURL(/TESTIMONIAL_SWAP_MS/)
  // leaving the field applies a value within them
  await field.fill('600')
  await field.blur()
  await expect.poll(() => generationOf(stage)).toBeGreaterThan(before)
  await expect(page).toHaveURL(/[?&]TESTIMONIAL_SWAP_MS=600(&|#|$)/)
  await choose(page, 'testimonials', 'Speed', '0.5×')
  await page.getByRole('switch', { name: 'Reduced motion' }).click()
  await expect(page).toHaveURL(/speed\.testimonials=0\.5/)

  await page.reload()
  await expect(fieldOf(page, 'testimonials', 'TESTIMONIAL_SWAP_MS')).toHaveValue('600')
  await expect(
    cardOf(page, 'testimonials').getByRole('radio', { name: '0.5×', exact: true }),
  ).toBeChecked()
  await expect(page.getByRole('switch', { name: 'Reduced motion' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(cardOf(page, 'testimonials').locator('[data-at-speed]').first()).toHaveText(
    'plays as 1200 at 0.5×',
  )
})

test('the reduced-motion switch: the industries slider stops moving on by itself', async ({
  page,
}) => {
  const stage = await openLab(page, 'industries-slider')
  await setToken(page, 'industries-slider', 'INDUSTRY_AUTO_ADVANCE_MS', SHORT_ADVANCE_MS)
  const card = '[data-industry]'
  const [gap] = await gapsBetweenChanges(stage, card, 'data-industry', 1)
  expect(gap).toBeLessThan(SHORT_ADVANCE_MS + LATE_MS)

  const before = await generationOf(stage)
  await page.getByRole('switch', { name: 'Reduced motion' }).click()
  await expect(page.getByRole('switch', { name: 'Reduced motion' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect.poll(() => generationOf(stage)).toBeGreaterThan(before)
  // the slider's pause button goes, as it does for a visitor who asked for reduced motion
  await expect(stage.getByRole('button', { name: /pause|play/i })).toHaveCount(0)
  // nothing moves over two periods of the (shortened) auto-advance
  const shown = await stage.locator(card).getAttribute('data-industry')
  await expectNothingFor(page, 2 * SHORT_ADVANCE_MS, () =>
    expect(stage.locator(card)).toHaveAttribute('data-industry', shown!),
  )
  expect(INDUSTRY_AUTO_ADVANCE_MS).toBe(4000)
})

test('by keyboard: every control has its label, and Replay draws the part afresh', async ({
  page,
}) => {
  const stage = await openLab(page, 'team')
  const card = cardOf(page, 'team')
  for (const name of ['TEAM_SCROLL_DURATION', 'TEAM_SLIDE_LOCK_MS', 'HOVER_TRANSITION_MS'])
    await expect(card.getByLabel(name, { exact: true })).toBeVisible()
  await expect(card.getByRole('group', { name: 'Speed' }).getByRole('radio')).toHaveCount(4)
  await expect(card.getByRole('group', { name: 'Width' }).getByRole('radio')).toHaveCount(3)
  const before = await generationOf(stage)
  await card.getByRole('button', { name: 'Replay' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => generationOf(stage)).toBe(before + 1)
  // a speed by the arrow keys, as a radio group goes
  await card.getByRole('radio', { name: '1×', exact: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(card.getByRole('radio', { name: '0.5×', exact: true })).toBeChecked()
  await expect.poll(() => generationOf(stage)).toBe(before + 2)
})

test('axe finds no WCAG 2.2 A/AA violation on the lab’s page, at a phone’s width and a desktop’s', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await openLab(page, 'controls')
    // the lab's own page: each stage is the site's part, which the site's tests check
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .exclude('iframe')
      .analyze()
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')} — ${v.help}`),
      `${width} px`,
    ).toEqual([])
  }
})

test('a stage opened on its own draws its part with the settings of its address', async ({
  page,
}) => {
  await page.goto('/__motion/stage?part=partners&PARTNER_ROTATION_MS=1500')
  const stage = page.mainFrame()
  await expect(page.locator('main[data-stage="partners"]')).toBeAttached()
  const [gap] = await gapsBetweenChanges(stage, '[data-set]', 'data-set', 1)
  expect(gap).toBeGreaterThanOrEqual(1500 - 20)
  expect(gap).toBeLessThan(1500 + LATE_MS)
})

/** The played panel of `partId`'s card. */
const playedOf = (page: Page, partId: string) =>
  cardOf(page, partId).getByRole('region', { name: 'What played' })

test('what played: the hover lift at HOVER_TRANSITION_MS as the lab sets it, in its easing', async ({
  page,
}) => {
  await openLab(page, 'controls')
  const stage = await setToken(page, 'controls', 'HOVER_TRANSITION_MS', 640)
  await cardOf(page, 'controls').scrollIntoViewIfNeeded()
  await stage.getByRole('button', { name: homeFirst.hero.primaryCta }).first().hover()
  const lift = playedOf(page, 'controls').locator('[data-played-what="translate"]')
  await expect(lift).toContainText(`on button “${homeFirst.hero.primaryCta}”: 640 ms`)
  await expect(lift).toContainText(`cubic-bezier(${EASE_SOFT.join(', ')})`)
})

test('what played: the testimonial dim, drawn frame by frame; Pause holds the running animations', async ({
  page,
}) => {
  const stage = await openLab(page, 'testimonials')
  await cardOf(page, 'testimonials').scrollIntoViewIfNeeded()
  // another client's logo
  await stage.locator('li > button:not([aria-current])').first().click()
  // (the logo buttons' own opacity is a CSS transition: listed too, in its easing)
  await expect(
    playedOf(page, 'testimonials').locator('[data-played-what="opacity"]', {
      hasText: 'drawn frame by frame',
    }),
  ).not.toHaveCount(0)

  // the navigation bar's sweep runs on: Pause holds it, the slider shows a point of its course
  const controls = await openLab(page, 'controls')
  const played = playedOf(page, 'controls')
  await played.getByRole('button', { name: 'Pause' }).click()
  await expect(played.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(() => controls.evaluate(() => document.getAnimations().map((a) => a.playState)))
    .not.toContain('running')
  await played.getByRole('slider').fill('50')
  const at = await controls.evaluate(() => {
    const sweep = document.getAnimations().find((a) => 'animationName' in a)!
    return Number(sweep.currentTime) / Number(sweep.effect!.getComputedTiming().duration)
  })
  expect(at).toBeCloseTo(0.5, 2)
  await played.getByRole('button', { name: 'Play' }).click()
  await expect
    .poll(() => controls.evaluate(() => document.getAnimations().map((a) => a.playState)))
    .toContain('running')
})

test('before / after: the file’s values and the lab’s, side by side, replayed together', async ({
  page,
}) => {
  await openLab(page, 'projects')
  const card = cardOf(page, 'projects')
  await expect(card.getByRole('button', { name: 'Before / after' })).toBeDisabled()
  await setToken(page, 'projects', 'PROJECT_HOVER_INTENT_MS', 900)
  await card.getByRole('button', { name: 'Before / after' }).click()
  await expect(card.getByText('Before: the file’s values')).toBeVisible()
  await expect(card.getByText('After: the lab’s values')).toBeVisible()
  const frames = card.locator('iframe[data-stage-frame="projects"]')
  await expect(frames).toHaveCount(2)
  await expect(frames.first()).toHaveAttribute('src', /[?&]part=projects(&|$)/)
  await expect(frames.first()).not.toHaveAttribute('src', /PROJECT_HOVER_INTENT_MS/)
  const [before, after] = [page.frames().at(-2)!, page.frames().at(-1)!]
  await expect(before.locator('main[data-stage]')).toBeAttached()
  await expect(after.locator('main[data-stage]')).toBeAttached()
  const generations = () => Promise.all([generationOf(before), generationOf(after)])
  const [b, a] = await generations()
  await card.getByRole('button', { name: 'Replay' }).click()
  await expect.poll(generations).toEqual([b + 1, a + 1])
})

test('a phone’s stage in a desktop browser: a mouse drag swipes as a finger does', async ({
  page,
}) => {
  await openLab(page, 'industries-slider')
  const stage = await setToken(page, 'industries-slider', 'INDUSTRY_AUTO_ADVANCE_MS', 60_000)
  const card = stage.locator('[data-industry]')
  await card.scrollIntoViewIfNeeded()
  const first = await card.getAttribute('data-industry')
  const box = (await card.boundingBox())!
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + box.width * 0.8, y)
  await page.mouse.down()
  for (const step of [1, 2, 3, 4]) await page.mouse.move(box.x + box.width * 0.8 - step * 40, y)
  await page.mouse.up()
  await expect(card).not.toHaveAttribute('data-industry', first!)

  // a card drawn at a desktop's width, then a phone's: the drag follows the width
  const testimonials = await stageOf(page, 'testimonials')
  await choose(page, 'testimonials', 'Width', 'Phone 390')
  const quote = testimonials.locator('li > button[aria-current]').first()
  const client = await quote.getAttribute('aria-label')
  const viewport = testimonials.locator('[data-busy], blockquote').first()
  await viewport.scrollIntoViewIfNeeded()
  const area = (await viewport.boundingBox())!
  await page.mouse.move(area.x + area.width * 0.8, area.y + area.height / 2)
  await page.mouse.down()
  for (const step of [1, 2, 3, 4])
    await page.mouse.move(area.x + area.width * 0.8 - step * 40, area.y + area.height / 2)
  await page.mouse.up()
  await expect(quote).not.toHaveAttribute('aria-label', client!)
})

test('the house easing, edited in the lab: the CSS and framer-motion draw in it', async ({
  page,
}) => {
  await openLab(page, 'controls')
  const field = fieldOf(page, 'controls', 'EASE_SOFT')
  await expect(field).toHaveValue(EASE_SOFT.join(', '))
  // x1 and x2 stay within 0 and 1
  await field.fill('2, 0, 0.5, 1')
  await field.press('Enter')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const stage = await stageOf(page, 'controls')
  const before = await generationOf(stage)
  await field.fill('0.5, 0, 0.5, 1')
  await field.press('Enter')
  await expect.poll(() => generationOf(stage)).toBeGreaterThan(before)
  await expect(page).toHaveURL(/EASE_SOFT=0\.5,0,0\.5,1/)
  await expect(cardOf(page, 'controls').locator('code', { hasText: 'EASE_SOFT' })).toHaveText(
    'export const EASE_SOFT = [0.5, 0, 0.5, 1] as const',
  )
  await cardOf(page, 'controls').scrollIntoViewIfNeeded()
  await stage.getByRole('button', { name: homeFirst.hero.primaryCta }).first().hover()
  await expect(playedOf(page, 'controls').locator('[data-played-what="translate"]')).toContainText(
    'cubic-bezier(0.5, 0, 0.5, 1)',
  )
  // framer-motion's fade of the partner strip (a Web Animation) takes it too
  await setToken(page, 'partners', 'PARTNER_ROTATION_MS', 1000)
  await expect(
    playedOf(page, 'partners').locator('[data-played-what="opacity"]', {
      hasText: `${PARTNER_FADE_MS} ms, cubic-bezier(0.5, 0, 0.5, 1)`,
    }),
  ).not.toHaveCount(0)
})

test('a line of constants.ts that does not parse is said at the top of the lab, which keeps its look and reloads once it is fixed', async ({
  page,
}) => {
  await openLab(page, 'partners')
  const heading = page.getByRole('heading', { level: 1, name: 'Motion lab' })
  const look = () => heading.evaluate((h) => getComputedStyle(h).fontSize)
  const fontSize = await look()
  const source = fs.readFileSync(COPY_CONSTANTS, 'utf8')
  const line = `export const PARTNER_ROTATION_MS = ${PARTNER_ROTATION_MS}`
  try {
    fs.writeFileSync(
      COPY_CONSTANTS,
      source.replace(line, 'export const PARTNER_ROTATION_MS = 5.0.0'),
    )
    await expect(page.getByRole('alert')).toContainText(
      'The dev server cannot build the site:',
      HOT_UPDATE,
    )
    await expect(page.getByRole('alert')).toContainText('src/config/constants.ts')
    expect(await look()).toBe(fontSize)
  } finally {
    fs.writeFileSync(COPY_CONSTANTS, source)
  }
  await expect(page.getByText('The dev server cannot build the site:')).toHaveCount(0, HOT_UPDATE)
  await expect(fieldOf(page, 'partners', 'PARTNER_ROTATION_MS')).toHaveValue(
    String(PARTNER_ROTATION_MS),
  )
})
