import { expect, test } from '@playwright/test'
import { ALL_PATHS, unhydratedControls, waitForHydration } from './support'

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
  await page.waitForTimeout(1000)
  expect(await unhydratedControls(page, '#testimonials')).not.toEqual([])
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

test('the HTML parser waits for the style sheet: the page is never laid out unstyled', async ({
  page,
}) => {
  // a slow line: the HTML arrives whole, the style sheet 400 ms later
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.fulfill({ response })
  })
  // what the parser had reached when the style sheet finished loading
  await page.addInitScript(() => {
    document.addEventListener(
      'load',
      (event) => {
        const link = event.target
        if (link instanceof HTMLLinkElement && link.rel === 'stylesheet')
          (window as unknown as { parsedAtStyles: unknown }).parsedAtStyles = {
            root: Boolean(document.getElementById('root')),
            body: document.body?.childElementCount ?? 0,
          }
      },
      true,
    )
  })
  for (const path of ['/contacts', '/lv']) {
    await page.goto(path)
    await expect(page.locator('h1')).toBeVisible()
    const parsed = await page.evaluate(
      () => (window as unknown as { parsedAtStyles: unknown }).parsedAtStyles,
    )
    expect(parsed, path).toEqual({ root: false, body: 0 })
    // and the footer, styled when it scrolls into view, shows its own colours at once, not a
    // fade from an unstyled look (the wordmark has a colour transition)
    const home = page.locator('footer').getByRole('link', { name: /^Amberline AI,/ })
    const wordmark = home.locator('span > span').first()
    await expect(wordmark).toBeAttached()
    await page.locator('footer').scrollIntoViewIfNeeded()
    expect(await wordmark.evaluate((el) => getComputedStyle(el).color), path).toBe(
      'rgb(255, 255, 255)',
    )
  }
})
