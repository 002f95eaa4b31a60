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

test('a page opened at an anchor below the first screen hydrates without waiting', async ({
  page,
}) => {
  await page.goto('/#contact')
  await waitForHydration(page, { belowFold: false })
  await expect.poll(() => unhydratedControls(page)).toEqual([])
})
