import { expect, test, type Page } from '@playwright/test'
import { RETRY_QUERY } from '../../src/config/retry'
import { homeFirst } from '../../src/content/home/en.first'
import { loadingContent } from '../../src/content/loading'
import { chunkFile, waitForHydration } from './support'

// docs/delivery.md "Every chunk is tried twice": a chunk whose first try fails is asked for a second time under another address
// (`?retry=1`, app/boot/retryImport.ts), one no browser's module map holds, so every engine
// fetches it again (Firefox answers a second `import()` of the same address from its map);
// the part then hydrates as if nothing had happened. The same in Gecko and WebKit:
// tests/engines/site.test.ts.

/**
 * Every request for the chunk at its own address is aborted (the modulepreload's and the first
 * `import()`'s alike: a flaky line, or an edge that keeps answering a failure for that address);
 * the retry's address goes through. Returns the addresses asked for.
 */
async function failOwnAddress(page: Page, name: string) {
  const asked = { aborted: [] as string[], retried: [] as string[], answers: [] as number[] }
  page.on('response', (response) => {
    if (chunkFile(name).test(response.url())) asked.answers.push(response.status())
  })
  await page.route(chunkFile(name), async (route) => {
    const url = route.request().url()
    if (new URL(url).search === `?${RETRY_QUERY}`) {
      asked.retried.push(url)
      await route.continue()
    } else {
      asked.aborted.push(url)
      await route.abort()
    }
  })
  return asked
}

/** The retry succeeded: one request, at the first's address with the retry's query, answered 200. */
async function expectRetried(page: Page, asked: Awaited<ReturnType<typeof failOwnAddress>>) {
  expect(asked.aborted.length).toBeGreaterThanOrEqual(1)
  expect(asked.retried).toEqual([`${asked.aborted[0]}?${RETRY_QUERY}`])
  await expect.poll(() => asked.answers).toEqual([200])
  await expect(page.locator('#root[data-delivery-failed]')).toHaveCount(0)
  await expect(
    page.getByRole('status').filter({ hasText: loadingContent.en.loadFailed }),
  ).toHaveCount(0)
}

/** Opens the booking dialog from the hero; returns it. */
async function openBooking(page: Page) {
  await page
    .getByRole('main')
    .getByRole('button', { name: homeFirst.hero.primaryCta })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

for (const { part, chunk, hydrated } of [
  {
    part: 'the page’s own code',
    chunk: 'HomePage',
    hydrated: async (page: Page) => page.locator('#root[data-hydrated]'),
  },
  {
    part: 'a band’s code (a lazy part), asked for as the visitor nears it',
    chunk: 'FeaturedProjectsSection',
    hydrated: async (page: Page) => {
      await page.locator('#projects').scrollIntoViewIfNeeded()
      return page.locator('#projects[data-hydrated]')
    },
  },
  {
    part: 'a frame part’s code, asked for as its dialog opens',
    chunk: 'PopupDialogs',
    hydrated: async (page: Page) => (await openBooking(page)).locator('form[data-hydrated]'),
  },
])
  test(`${part} (${chunk}) failing at its address: fetched under ?retry=1, the part hydrates`, async ({
    page,
  }) => {
    const asked = await failOwnAddress(page, chunk)
    await page.goto('/')
    await waitForHydration(page, { belowFold: false })
    await expect(await hydrated(page)).toHaveCount(1)
    await expectRetried(page, asked)
  })
