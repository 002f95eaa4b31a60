import { expect, test, type Page } from '@playwright/test'
import { routes } from '../../src/config/routes'
import { partnerLogos } from '../../src/content/brandAssets'
import { medicalClinicChatbot } from '../../src/content/cases/medical-clinic-chatbot'
import { homeContent } from '../../src/content/home/en'
import { homeFirst } from '../../src/content/home/en.first'
import { privacyPolicy } from '../../src/content/legal/privacy'

// Printed, the page holds everything: each page printed on A4 as Chromium prints it
// (`page.pdf`, backgrounds on), and read under the print media type.
//
// The page bounds, measured on the build with the print style (A4, 12 mm margins, backgrounds on):
// / 9 pages (12 before it: the fixed header on every page, the industries' 400vh scroll track
// printed as empty pages), /privacy-policy 8 (8 before: its text was already a document, under a
// fixed header), the clinic case 3 (6 before: the art, a page of ink each). Each bound allows one
// page more than measured, for a change of copy or of the font's metrics; / at 12 fails it.
const MAX_PAGES = { home: 10, legal: 9, case: 4 }

/** The pages of a PDF: its page objects (`/Type /Page`), not the page tree's `/Pages` nodes. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
}

/** The page printed on A4 with its backgrounds, as a visitor prints it once it is in. */
async function printedPages(page: Page): Promise<number> {
  return pageCount(await page.pdf({ format: 'A4', printBackground: true }))
}

/** How the site header prints: its position, or `none` when it does not print. */
const headerPrint = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const style = getComputedStyle(header)
    return style.display === 'none' ? 'none' : style.position
  })

/** The elements that match `selector` and show (under the media type emulated at the time). */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((el) => el.outerHTML.slice(0, 80)),
    )

test('See the ROI. Then decide, printed on A4 with the booking popup open: at most 10 pages, all six industries once, the header printed once, no dialog or pause button', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  // a popup open when the visitor prints: the print is the page's, not the popup's
  await page.getByRole('button', { name: homeFirst.hero.primaryCta, exact: true }).click()
  await expect(page.locator('dialog[open]')).toBeVisible()

  expect(await printedPages(page)).toBeLessThanOrEqual(MAX_PAGES.home)

  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('h1')).toHaveText(homeFirst.hero.title)
  // printed once: the industries' list (the slider's cards), and no second list (the stack)
  for (const { title } of homeContent.industries.items) {
    // the slides off screen are inert and hidden from screen readers: not from paper
    const printed = page.getByRole('heading', {
      level: 3,
      name: title,
      exact: true,
      includeHidden: true,
    })
    await expect(printed.filter({ visible: true }), title).toHaveCount(1)
  }
  expect(['absolute', 'static', 'none']).toContain(await headerPrint(page))
  expect(await shown(page, 'dialog')).toEqual([])
  expect(await shown(page, 'button[aria-pressed]')).toEqual([])
  // the partner strip: every logo, not only the set the rotation shows
  for (const { alt } of partnerLogos) {
    const logo = page.getByRole('img', { name: alt, exact: true, includeHidden: true })
    await expect(logo.filter({ visible: true }), alt).toHaveCount(1)
  }
})

/** The pages that print as documents: their path, their title, their page bound. */
const DOCUMENTS = [
  { path: '/privacy-policy', title: privacyPolicy.title, maxPages: MAX_PAGES.legal },
  {
    path: routes.caseDetail.href(medicalClinicChatbot.slug),
    title: medicalClinicChatbot.title,
    maxPages: MAX_PAGES.case,
  },
]

for (const { path, title, maxPages } of DOCUMENTS) {
  test(`${title}, printed on A4: at most ${maxPages} pages, its title, the header printed once at most`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)

    expect(await printedPages(page)).toBeLessThanOrEqual(maxPages)

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    // not fixed: a fixed header repeats on every printed page, over the text
    expect(['absolute', 'static', 'none']).toContain(await headerPrint(page))
    expect(await shown(page, 'dialog')).toEqual([])
  })
}
