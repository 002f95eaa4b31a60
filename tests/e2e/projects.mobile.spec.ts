import { expect, test, type Locator, type Page } from '@playwright/test'
import { waitForHydration } from './support'

test.use({ viewport: { width: 390, height: 844 } })

/** A finger tap at the middle of an element, wherever the page's own hit testing sends it. */
async function tapOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (!box) throw new Error('tap target is not visible')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

test('mobile: a tap on a card image expands the card; a tap on its text collapses it; its link still navigates', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const card = page.locator('#projects [data-project="calculator"]')
  const toggle = card.getByRole('button', { name: 'AI calculator' })
  const content = card.locator('#calculator-project-content')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  await tapOn(page, card.locator('img'))
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(content).toBeVisible({ timeout: 2000 })

  await tapOn(page, content.locator('p'))
  await expect(content).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')

  // a tap on the tags (text under the card's tap target) expands it again, once
  await tapOn(page, card.locator('ul li').first())
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(content).toBeVisible({ timeout: 2000 })
  await tapOn(page, content.getByRole('link', { name: /View Project/ }))
  await expect(page).toHaveURL('/case-page')
})
