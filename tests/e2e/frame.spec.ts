import { expect, test } from '@playwright/test'
import { expectNothingFor, LONGEST_TRANSITION_MS, watchConsole, waitForHydration } from './support'

test.describe('header', () => {
  test('the Services dropdown: chevron opens it; while open, clicking Services closes it instead of navigating', async ({
    page,
  }) => {
    await page.goto('/about-us')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const chevron = nav.getByRole('button', { name: 'Show services' })
    await expect(chevron).toHaveAttribute('aria-expanded', 'false')
    await chevron.click()
    await expect(chevron).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: /AI solutions/ })).toBeVisible()
    await nav.getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL('/about-us')
    await expect(chevron).toHaveAttribute('aria-expanded', 'false')
    // closed: the link navigates (the mouse is moved away first so hover does not reopen it)
    await page.mouse.move(0, 400)
    await nav.getByRole('link', { name: 'Services', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/services')
  })

  test('the dropdown opens on hover and closes on Escape, returning focus', async ({ page }) => {
    await page.goto('/contacts')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Services', exact: true }).hover()
    const chevron = nav.getByRole('button', { name: 'Show services' })
    await expect(chevron).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('link', { name: /Consulting/ }).focus()
    await page.keyboard.press('Escape')
    await expect(chevron).toHaveAttribute('aria-expanded', 'false')
    await expect(chevron).toBeFocused()
  })

  test('ArrowDown from Services opens the menu and focuses its first link; arrows move', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Services', exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: /AI solutions/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: /Consulting/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/consulting')
  })

  test('language buttons switch pages and the active one follows the path', async ({ page }) => {
    await page.goto('/services')
    await waitForHydration(page)
    const languages = page.getByRole('banner').getByRole('list', { name: 'Language' })
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await languages.getByRole('link', { name: 'Latviešu' }).click()
    await expect(page).toHaveURL('/lv')
    await expect(page.locator('html')).toHaveAttribute('lang', 'lv')
    const lvLanguages = page.getByRole('banner').getByRole('list', { name: 'Valoda' })
    await expect(lvLanguages.getByRole('link', { name: 'Latviešu' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await lvLanguages.getByRole('link', { name: 'Русский' }).click()
    await expect(page).toHaveURL('/ru')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await page
      .getByRole('banner')
      .getByRole('list', { name: 'Язык' })
      .getByRole('link', { name: 'English' })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('navigating scrolls to the top at once, and the title and description follow the page', async ({
    page,
  }) => {
    await page.goto('/privacy-policy')
    await waitForHydration(page)
    const privacyTitle = await page.title()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click()
    await expect(page).toHaveURL('/terms-of-use')
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.title()).not.toBe(privacyTitle)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /terms|Terms/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/terms-of-use$/)
    await page.goBack()
    await expect(page).toHaveURL('/privacy-policy')
    expect(await page.title()).toBe(privacyTitle)
  })

  test('the header turns "scrolled" past 70% of the viewport and shows the alternate logo with breadcrumbs', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const header = page.getByRole('banner')
    await expect(header).not.toHaveAttribute('data-scrolled', '')
    await expect(header).not.toHaveAttribute('data-alt-logo', '')
    const vh = await page.evaluate(() => window.innerHeight)
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(vh * 0.7))
    await expectNothingFor(page, LONGEST_TRANSITION_MS, () =>
      expect(header).not.toHaveAttribute('data-scrolled', ''),
    )
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(vh * 0.7) + 2)
    await expect(header).toHaveAttribute('data-scrolled', '')
    await expect(header).toHaveAttribute('data-alt-logo', '')
    await page.goto('/contacts')
    await waitForHydration(page)
    await expect(page.getByRole('banner')).toHaveAttribute('data-alt-logo', '')
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-scrolled', '')
  })

  test('a page with breadcrumbs shows the dark logo and navigation before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/terms-of-use')
    await expect(page.getByRole('banner')).toHaveAttribute('data-alt-logo', '')
    // the wordmark is dark on the light page, not white
    const color = await page
      .getByRole('banner')
      .locator('a[aria-label] span span')
      .first()
      .evaluate((el) => getComputedStyle(el).color)
    expect(color).not.toBe('rgb(255, 255, 255)')
    await page.goto('/')
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-alt-logo', '')
    await context.close()
  })

  test('on the narrowest tablet (721 px) the whole header fits, in every language, on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 721, height: 800 })
    for (const path of ['/', '/lv', '/ru']) {
      await page.goto(path)
      const controls = page.locator('header').locator('a:visible, button:visible')
      expect(await controls.count()).toBeGreaterThan(5)
      for (const box of await controls.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect()
          return {
            name: el.textContent?.trim() ?? '',
            left: r.left,
            right: r.right,
            height: r.height,
          }
        }),
      )) {
        expect(box.left, `${path} "${box.name}"`).toBeGreaterThanOrEqual(0)
        expect(box.right, `${path} "${box.name}"`).toBeLessThanOrEqual(721)
        // one line of text: a wrapped label would make its 44 px target taller
        expect(box.height, `${path} "${box.name}"`).toBeLessThanOrEqual(44)
      }
    }
  })

  test('Login opens the client dashboard in a new tab', async ({ page }) => {
    await page.goto('/')
    const login = page.getByRole('banner').getByRole('link', { name: /Login/ })
    await expect(login).toHaveAttribute('target', '_blank')
    await expect(login).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(login).toHaveAttribute('href', /^https:\/\//)
  })
})

test('the footer carries the company facts and the legal links', async ({ page }) => {
  await page.goto('/services')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText('Reg. No.')
  await expect(footer.getByRole('link', { name: /^\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/)
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  for (const name of ['Privacy Policy', 'Terms of Use', 'Cookie Policy']) {
    await expect(footer.getByRole('link', { name })).toBeVisible()
  }
  for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//)
  }
  await expect(footer).toContainText('trademarks')
})

// The prerendered footer carries the build's year; the visitor's clock decides it
// once the footer has hydrated (its code comes as the visitor nears it), with no hydration error
for (const path of ['/', '/lv', '/about-us']) {
  test(`© shows the visitor's year in the footer of ${path}, not the build's`, async ({ page }) => {
    const problems = await watchConsole(page)
    const year = new Date().getFullYear() + 3
    await page.clock.install({ time: new Date(`${year}-02-01T12:00:00Z`) })
    const response = await page.goto(path)
    // the prerendered page: the year the build ran in
    const built = /© (\d{4}) /.exec(await response!.text())?.[1]
    expect(Number(built)).toBeLessThan(year)
    await waitForHydration(page, { belowFold: false })
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} `)
    await expect(page.getByRole('contentinfo')).not.toContainText(`© ${built} `)
    expect(problems).toEqual([])
  })
}
