import { expect, test, type Page } from '@playwright/test'
import { settleScroll } from '../shared/scrollChecks'
import { waitForHydration } from './support'

// What a visitor sees of the home page's bands at 1280 px: the nav over the projects band, the
// industries card stack under its heading, and the testimonials' client logos.

test.use({ viewport: { width: 1280, height: 800 } })

/** How many wheel steps a scroll may take before it gives up (a page end, a band that grows). */
const MAX_WHEEL_STEPS = 200
/** How long a wheel step may take to move the page before the page counts as at its end. */
const WHEEL_SCROLL_MS = 2_000

/**
 * Scrolls with the wheel, as a visitor does, until the page has scrolled to `y` (a function is
 * read again at each step: a part above that arrives meanwhile moves the place aimed at).
 */
async function wheelTo(page: Page, y: number | (() => Promise<number>)) {
  const targetOf = typeof y === 'number' ? () => Promise.resolve(y) : y
  await page.mouse.move(640, 400)
  for (let step = 0; step < MAX_WHEEL_STEPS; step++) {
    const at = await page.evaluate(() => scrollY)
    const target = await targetOf()
    if (Math.abs(at - target) <= 2) return
    await page.mouse.wheel(0, Math.max(-240, Math.min(240, target - at)))
    // the wheel's scroll has begun, or the page cannot go further (its end)
    const moved = await page
      .waitForFunction((from) => scrollY !== from, at, { timeout: WHEEL_SCROLL_MS })
      .then(
        () => true,
        () => false,
      )
    if (!moved) return
  }
}

test('over the projects band the nav keeps a shade of the band behind it; at the top of the page it has none', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const header = page.getByRole('banner')
  const shade = header.locator('> div[aria-hidden="true"]').first()
  await expect(header).not.toHaveAttribute('data-over-band', '')
  expect(await shade.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')

  // the cards' images and links under the nav
  const projectsTop = () =>
    page.locator('#projects').evaluate((el) => el.getBoundingClientRect().top + scrollY)
  await wheelTo(page, async () => (await projectsTop()) + 380)
  await expect(header).toHaveAttribute('data-over-band', '')
  await expect(header).not.toHaveAttribute('data-scrolled', '')
  await expect.poll(() => shade.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  // the shade starts in the band's own colour (unseen on its ground) and covers the nav's height
  const colours = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!
    const rgb = (colour: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    const band = getComputedStyle(document.getElementById('projects')!).backgroundColor
    const gradient = getComputedStyle(
      document.querySelector('header > div[aria-hidden="true"]')!,
    ).backgroundImage
    // the first stop, drawn opaque: "linear-gradient(<colour> 40%, …)"
    const first = /linear-gradient\((.+?\))\s/.exec(gradient)![1]!.replace(/\s*\/\s*[\d.]+\)$/, ')')
    return { band: rgb(band), shade: rgb(first) }
  })
  colours.band.forEach((channel, i) =>
    expect(Math.abs(channel - colours.shade[i]!)).toBeLessThan(3),
  )
  const [shadeBox, navBox] = await Promise.all([
    shade.boundingBox(),
    header.getByRole('navigation', { name: 'Main' }).boundingBox(),
  ])
  expect(shadeBox!.y + shadeBox!.height).toBeGreaterThan(navBox!.y + navBox!.height)
})

test('industries: the card stack never rises into its heading block, and a jump into it shows the right card', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const section = page.locator('section:has([data-stack-step])')
  const geometry = () =>
    section.evaluate((el) => {
      const subtitle = el.querySelector('h2')?.parentElement?.querySelector('p:last-of-type')
      const cards = [...el.querySelectorAll('article')].map((a) => a.getBoundingClientRect())
      // only what shows: the stack's frame clips cards still waiting below it
      const frame = el.querySelector('[data-stack-step]')!.getBoundingClientRect()
      return {
        headingBottom: subtitle!.getBoundingClientRect().bottom,
        cardsTop: Math.min(...cards.filter((c) => c.top < frame.bottom).map((c) => c.top)),
        step: Number(el.querySelector('[data-stack-step]')!.getAttribute('data-stack-step')),
      }
    })
  // bands above it have no layout until near (content-visibility): measure once there
  const measure = () =>
    section.evaluate((el) => ({
      top: el.getBoundingClientRect().top + scrollY,
      track: (el.firstElementChild as HTMLElement).offsetHeight - innerHeight,
    }))
  await wheelTo(page, (await measure()).top)
  await wheelTo(page, (await measure()).top)
  const { top, track } = await measure()
  const seen = new Set<number>()
  for (const share of [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]) {
    await wheelTo(page, top + share * track)
    // the page at rest, the stack drawn where it is
    await page.evaluate(settleScroll)
    const g = await geometry()
    seen.add(g.step)
    expect(g.cardsTop, `at ${share} of the stack`).toBeGreaterThan(g.headingBottom)
  }
  expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5])

  // a jump (an anchor, a reload that restores the scroll) into the middle of the stack, straight
  // after the page starts: the card on top is the current step's, with no further scroll
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.evaluate((y) => window.scrollTo(0, y), top + 0.5 * track)
  const active = section.locator('article[data-top]')
  await expect(active).toHaveCount(1)
  await expect
    .poll(() =>
      section.evaluate((el) => {
        const frame = el.querySelector('[data-stack-step]')!.getBoundingClientRect()
        const hit = document.elementFromPoint(
          frame.left + frame.width / 4,
          frame.top + frame.height / 2,
        )
        return hit?.closest('article')?.hasAttribute('data-top')
      }),
    )
    .toBe(true)
})

test('testimonials: the client logos are shown large, in colour, and the current one is marked', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Client testimonials' })
  await region.scrollIntoViewIfNeeded()
  const logos = region.locator('button[aria-label] img')
  await expect(logos).toHaveCount(6)
  for (const logo of await logos.all()) {
    const box = await logo.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.width).toBeGreaterThanOrEqual(140)
    const opacity = await logo.evaluate((img) =>
      Number(getComputedStyle(img.closest('button')!).opacity),
    )
    expect(opacity).toBeGreaterThanOrEqual(0.75)
  }
  const current = region.locator('button:has(img)[aria-current="true"]')
  await expect(current).toHaveCount(1)
  // marked: a white card with the accent border and a bar toward the testimonial
  expect(await current.evaluate((b) => getComputedStyle(b).borderTopWidth)).toBe('2px')
  await expect(current.locator('span[aria-hidden="true"]')).toBeVisible()
  await region.locator('button:has(img)').nth(4).click()
  await expect(region.locator('button:has(img)[aria-current="true"]')).toHaveCount(1)
  await expect(region.locator('button:has(img)').nth(4)).toHaveAttribute('aria-current', 'true')
})
