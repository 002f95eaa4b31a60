import { expect, test } from '@playwright/test'
import { unhydratedControls, waitForHydration } from './support'

test.use({ viewport: { width: 375, height: 800 } })

test('the load hydrates the first screen; what lies below hydrates once the visitor scrolls', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  // the header and the hero work at once
  expect(await unhydratedControls(page, 'header')).toEqual([])
  expect(await unhydratedControls(page, '#main > section:first-child')).toEqual([])
  // the testimonials are their prerendered HTML, complete and readable, until the visitor moves
  const testimonials = page.getByRole('region', { name: 'Client testimonials' })
  await expect(testimonials.getByRole('button').first()).toBeAttached()
  await page.waitForTimeout(1000)
  expect((await unhydratedControls(page, '#testimonials')).length).toBeGreaterThan(0)

  await page.mouse.wheel(0, 600)
  await expect.poll(() => unhydratedControls(page, '#testimonials')).toEqual([])
  await expect.poll(() => unhydratedControls(page)).toEqual([])
  // and now it works: a dot shows its testimonial
  const dot = testimonials.getByRole('button').filter({ visible: true }).nth(1)
  await expect(dot).not.toHaveAttribute('aria-current', 'true')
  await dot.click()
  await expect(dot).toHaveAttribute('aria-current', 'true')
})

test('a band on the first screen that holds no deferred part wakes nothing below it', async ({
  page,
}) => {
  await page.goto('/services')
  await waitForHydration(page, { belowFold: false })
  // the solution cards show on the first screen (they hydrate with the page)
  const cards = page.locator('#main > section').nth(1)
  await expect(cards).toBeInViewport()
  expect(await unhydratedControls(page, '#main > section:nth-of-type(2)')).toEqual([])
  // the portfolio further down (framer-motion's part) waits for the visitor to move
  const portfolio = page.locator('#main > section').nth(2)
  await expect(portfolio).not.toBeInViewport()
  await page.waitForTimeout(1000)
  expect((await unhydratedControls(page, '#main > section:nth-of-type(3)')).length).toBeGreaterThan(
    0,
  )

  await page.mouse.wheel(0, 600)
  await expect.poll(() => unhydratedControls(page)).toEqual([])
})

test('a page opened at an anchor below the first screen hydrates without waiting', async ({
  page,
}) => {
  await page.goto('/#contact')
  await waitForHydration(page, { belowFold: false })
  await expect.poll(() => unhydratedControls(page)).toEqual([])
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
