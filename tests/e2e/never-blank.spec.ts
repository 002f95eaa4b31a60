import { expect, test, type Locator, type Page } from '@playwright/test'
import { site } from '../../src/config/site'
import { contactsContent } from '../../src/content/contacts'
import { homeFirst as enHome } from '../../src/content/home/en.first'
import { homeFirst as lvHome } from '../../src/content/home/lv.first'
import { loadingContent } from '../../src/content/loading'
import { FULL_LOAD_FALLBACK_MS } from '../../src/config/constants'
import {
  chunkFile,
  failChunk,
  readDown,
  setFullLoadMs,
  unhydratedControls,
  waitForHydration,
} from './support'

// docs/painted-stays.md "What is painted stays": a form whose code fails to
// load twice keeps its painted fields, with a status beside it, and a language switch whose copy
// fails to load leaves the page as it was and says so.

const copy = loadingContent.en
// the English frame's copy (content/frame/en.ts, which the build's defines keep out of Node)
const LV_FAILED = 'Latviešu: the page could not be loaded. Check your connection and try again.'
const FOOTER_TAGLINE = 'AI employees, chatbots and automation that pay for themselves.'
const hydrated = (page: Page) => expect(page.locator('#root[data-hydrated]')).toHaveCount(1)

/**
 * Opens `path` with the form chunk `file` failing, and checks the form kept as painted beside the
 * status (within `place`, a locator on the page): its fields, the status's text and reload
 * button, the chunk tried twice, and every other part of the page hydrated. Returns the place.
 */
async function openWithFailedForm(
  page: Page,
  { path, file, place }: { path: string; file: RegExp; place: (page: Page) => Locator },
) {
  const { failed } = await failChunk(page, file)
  await page.goto(path)
  await hydrated(page)
  const scope = place(page)
  await scope.scrollIntoViewIfNeeded()
  const status = scope.getByRole('status')
  // the part asks for its code as the visitor nears it; once both tries have failed, the status
  await expect.poll(() => failed.count, { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
  await expect(status).toContainText(copy.loadFailed)
  await expect(status.getByRole('button', { name: copy.reload })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  // the form as painted: its fields stay, and what is typed stays
  const field = scope.locator('form input[type="email"]')
  await expect(field).toBeVisible()
  await field.fill('anna@example.lv')
  await expect(field).toHaveValue('anna@example.lv')
  // every other part hydrates as the visitor reads the page down to it, from the top (the jump
  // to the form passed over the bands above it)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await readDown(page)
  await expect
    .poll(() => unhydratedControls(page, '#root', 'form'), { timeout: 10_000 })
    .toEqual([])
  return scope
}
const CONSULTATION_FORM = chunkFile('ConsultationForm')

test.describe('a form whose code fails to load twice', () => {
  test('“This part of the page could not load.” beside the contacts form, kept as painted; the company details, the map and the footer stay, and the header still navigates', async ({
    page,
  }) => {
    // in the form's own card, under its heading
    await openWithFailedForm(page, {
      path: '/contacts',
      file: CONSULTATION_FORM,
      // the form's own box: the painted form and the status beside it
      place: (p) => p.locator('form[data-form="contacts"]').locator('..'),
    })
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: contactsContent.details.title })).toBeVisible()
    await expect(main.getByText(site.legalName)).toBeVisible()
    await expect(main.getByRole('link', { name: site.email })).toBeVisible()
    await main.getByRole('link', { name: contactsContent.map.open }).scrollIntoViewIfNeeded()
    await expect(page.locator(`iframe[title="${contactsContent.map.title}"]`)).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0)
  })

  test('“This part of the page could not load.” beside the consultation form on /ai-solutions, kept as painted; its section and the rest of the page stay', async ({
    page,
  }) => {
    const section = await openWithFailedForm(page, {
      path: '/ai-solutions',
      file: CONSULTATION_FORM,
      place: (p) => p.locator('#consultation'),
    })
    // the section's own heading and scheduler button, the footer
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(section.getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Get in Touch')
  })

  test('“This part of the page could not load.” beside the newsletter form on /, kept as painted; the bands around it hydrate and the booking popup opens', async ({
    page,
  }) => {
    await openWithFailedForm(page, {
      path: '/',
      file: chunkFile('NewsletterForm'),
      place: (p) => p.locator('form[data-form="newsletter"]').locator('..'),
    })
    await page.locator('#main > section').first().getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})

test.describe('a language switch whose copy fails to load twice', () => {
  for (const { part, marker } of [
    { part: 'frame copy', marker: 'skipToContent' },
    { part: 'home copy', marker: 'testimonials' },
  ]) {
    test(`“${LV_FAILED}” when the Latvian ${part} fails: the page stays English at /, and a second switch works`, async ({
      page,
    }) => {
      const lv = await failChunk(page, chunkFile('lv'), marker)
      // a line where a full load takes longer than the copy's two failed fetches: on this fast
      // local server a loaded machine's fetches outlast the page's own first paint, and the switch
      // rightly became a full load of /lv instead (docs/moving.md)
      await setFullLoadMs(page, FULL_LOAD_FALLBACK_MS)
      await page.goto('/')
      await waitForHydration(page)
      const banner = page.getByRole('banner')
      await banner.getByRole('link', { name: /^LV,/ }).click()
      const notice = page.getByRole('alert').filter({ hasText: LV_FAILED })
      await expect(notice).toBeVisible()
      expect(lv.failed.count).toBeGreaterThanOrEqual(2)
      // the page as it was: English at /, whole, and working
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(enHome.hero.title)
      await expect(banner.getByRole('link', { name: 'About', exact: true })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText(FOOTER_TAGLINE)
      await page.locator('#main > section').first().getByRole('button').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await notice.getByRole('button', { name: copy.dismiss }).click()
      await expect(notice).toHaveCount(0)

      await lv.release()
      await banner.getByRole('link', { name: /^LV,/ }).click()
      await expect(page).toHaveURL(/\/lv$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'lv')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(lvHome.hero.title)
      await expect(page.getByRole('alert')).toHaveCount(0)
    })
  }
})
