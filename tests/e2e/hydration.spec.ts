import { expect, test } from '@playwright/test'
import { PREFETCH_IDLE_MAX_MS } from '../../src/config/constants'
import { ALL_PATHS, expectNothingFor, unhydratedControls, waitForHydration } from './support'

test.use({ viewport: { width: 375, height: 800 } })

test('the load hydrates the first screen at once, and a band below when the visitor nears it', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  expect(await unhydratedControls(page, 'header')).toEqual([])
  expect(await unhydratedControls(page, '#main > section:first-child')).toEqual([])
  // far below the screen, a band stays prerendered HTML until the visitor comes near it
  const testimonials = page.getByRole('region', { name: 'Client testimonials' })
  // however long the page stays: its work when idle (the links' prefetch) has begun by then
  await expectNothingFor(page, PREFETCH_IDLE_MAX_MS, async () =>
    expect(await unhydratedControls(page, '#testimonials')).not.toEqual([]),
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await testimonials.scrollIntoViewIfNeeded()
  await expect.poll(() => unhydratedControls(page, '#testimonials')).toEqual([])
  // and they work: a dot shows its testimonial
  const dot = testimonials.getByRole('button').filter({ visible: true }).nth(1)
  await expect(dot).not.toHaveAttribute('aria-current', 'true')
  await dot.click()
  await expect(dot).toHaveAttribute('aria-current', 'true')
})

test('every control of every page sits in a part that marks itself hydrated (what the capture waits for)', async ({
  browser,
}) => {
  // the prerendered HTML as it comes, before any script: a page's own parts hydrate with their
  // boundary (the page's, a band's), not with the root, so each needs its own mark
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ALL_PATHS) {
    await page.goto(path)
    const unmarked = await page.evaluate(() =>
      [...document.querySelectorAll('#main button, #main [role="button"], #main form')]
        .filter((control) => !control.closest('[data-hydrates]'))
        .map((control) => control.outerHTML.slice(0, 80)),
    )
    expect(unmarked, path).toEqual([])
  }
  await context.close()
})

test('a page opened at an anchor below the first screen hydrates in place', async ({ page }) => {
  await page.goto('/#contact')
  await waitForHydration(page)
  await expect(page.locator('#contact')).toBeInViewport()
})

test('the first screen is styled from the document alone: no style sheet request, the CSP allows the inline style by its hash', async ({
  page,
}) => {
  const styleRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') styleRequests.push(request.url())
  })
  // the app's code held back: what shows is the document's own
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  for (const path of ['/contacts', '/lv']) {
    const response = await page.goto(path, { waitUntil: 'commit' })
    const policy = response?.headers()['content-security-policy'] ?? ''
    const styleElem = policy.split('; ').find((d) => d.startsWith('style-src-elem ')) ?? ''
    expect(styleElem, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/)
    expect(styleElem, path).not.toContain("'unsafe-inline'")
    // styled before any script ran: the hero's heading in the site's type, the footer's
    // wordmark in its own colour (no unstyled look that animates away when it scrolls in)
    const h1 = page.locator('h1')
    await expect(h1).toBeVisible()
    expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily), path).toContain('Manrope')
    const wordmark = page
      .locator('footer')
      .getByRole('link', { name: /^Amberline AI,/ })
      .locator('span > span')
      .first()
    expect(await wordmark.evaluate((el) => getComputedStyle(el).color), path).toBe(
      'rgb(255, 255, 255)',
    )
    expect(await page.locator('#root[data-hydrated]').count(), path).toBe(0)
  }
  release()
  expect(styleRequests).toEqual([])
})
