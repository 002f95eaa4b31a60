import { expect, test } from '@playwright/test'
import { TEAM_SLIDE_LOCK_MS } from '../../src/config/constants'
import { pressTwice, waitForHydration, waitUntilIdle } from './support'

for (const [width, perPage, pages] of [
  [375, 1, 6],
  [1000, 2, 3],
  [1280, 3, 2],
] as const) {
  test(`team slider shows ${perPage} per page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/about-us')
    await waitForHydration(page)
    const region = page.getByRole('region', { name: 'Team' })
    await region.scrollIntoViewIfNeeded()
    await expect(region).toHaveAttribute('data-per-page', String(perPage))
    await expect(region.locator('li[data-visible]')).toHaveCount(perPage)
    await expect(region.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(pages)
    for (const member of await region.locator('li[data-visible]').all())
      await expect(member).toBeInViewport()
  })
}

test('team arrows wrap both ways; dots jump; input is ignored during the 300 ms lock', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/about-us')
  await waitForHydration(page)
  const region = page.getByRole('region', { name: 'Team' })
  const section = page.locator('#team')
  const previous = section.getByRole('button', { name: 'Previous team members' })
  const next = section.getByRole('button', { name: 'Next team members' })
  await section.scrollIntoViewIfNeeded()
  await previous.click()
  await expect(region).toHaveAttribute('data-page', '1')
  await waitUntilIdle(region)
  // two presses 100 ms apart, from inside the page (a test runner's click can take longer than the
  // lock on a busy machine): the second lands in the first one's 300 ms lock and is ignored
  expect(await pressTwice(next, region, TEAM_SLIDE_LOCK_MS / 3)).toBe(true)
  await expect(region).toHaveAttribute('data-page', '0')
  // once the lock is over, the second press has moved nothing, and a press moves again
  await waitUntilIdle(region)
  await expect(region).toHaveAttribute('data-page', '0')
  await next.click()
  await expect(region).toHaveAttribute('data-page', '1')
  await waitUntilIdle(region)
  await previous.click()
  await expect(region).toHaveAttribute('data-page', '0')
  await waitUntilIdle(region)
  await region.getByRole('button', { name: 'Go to slide 2' }).click()
  await expect(region).toHaveAttribute('data-page', '1')
  await expect(region.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('"Meet Our Team" scrolls to #team', async ({ page }) => {
  await page.goto('/about-us')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Meet Our Team' }).click()
  await expect(page.locator('#team')).toBeInViewport()
  await expect(page).toHaveURL(/#team$/)
})

test('"Meet Our Team" keeps the history entry React Router\'s; back and forward work', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page, { belowFold: false })
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL(/\/about-us$/)
  const meetTeam = page.getByRole('main').getByRole('button', { name: 'Meet Our Team' })
  await meetTeam.click()
  await expect(page).toHaveURL(/\/about-us#team$/)
  await expect(page.locator('#team')).toBeInViewport()
  // replaced, not added: the router's own entry (its key and index) for the about page
  expect(await page.evaluate(() => history.state)).toMatchObject({
    key: expect.any(String),
    idx: 1,
  })
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(/\/about-us#team$/)
  await expect(meetTeam).toBeVisible()
})
