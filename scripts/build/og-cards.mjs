// npm run build:cards, the step of `npm run build` after the prerender: draws every page's link
// preview card. satori lays out the SSR entry's card element
// (src/app/social-card/SocialCard.tsx) as SVG, in the site's own font, and resvg renders it to a
// PNG at dist/og/<page>.png, the path the page's og:image names (src/lib/meta.ts). What each card
// shows comes from the prerender (SOCIAL_CARD_LIST), the art from dist/.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import { ROOT } from '../shared/paths.mjs'

/** What every page's card shows, as the prerender wrote it (beside the SSR entry: not served). */
export const SOCIAL_CARD_LIST = path.join(ROOT, 'dist-ssr', 'social-cards.json')

// The PNG of a card is kept by the hash of its SVG (which holds its text as outlines, its art and
// every colour): a rebuild renders only the cards whose picture changed. resvg's rendering is most
// of a card's cost; satori's layout is cheap once its fonts are loaded.
const CACHE = path.join(ROOT, 'node_modules/.cache/og-cards')

// satori reads TTF, OTF and WOFF, not WOFF2: the static cuts of @fontsource/manrope
const fontFile = (subset, weight) =>
  path.join(
    ROOT,
    'node_modules/@fontsource/manrope/files',
    `manrope-${subset}-${weight}-normal.woff`,
  )

/** The art a card names (a path under public/, copied to dist/ by the build) as a data: URL. */
async function dataUrl(dist, src) {
  const file = path.join(dist, src)
  const type = path.extname(src) === '.svg' ? 'image/svg+xml' : 'image/png'
  return `data:${type};base64,${(await fs.readFile(file)).toString('base64')}`
}

/**
 * Writes the card of every page into dist/, once per card path (pages that share a canonical
 * page share its card), a few at a time: resvg renders on libuv's threads while satori lays out
 * the next. Returns how many were written and how many of them rendered (not in the cache).
 */
export async function writeSocialCards(dist, cards, { format, element }) {
  const fonts = await Promise.all(
    format.fonts.map(async ({ family, subset, weight }) => ({
      name: family,
      data: await fs.readFile(fontFile(subset, weight)),
      weight,
      style: 'normal',
    })),
  )
  const unique = [...new Map(cards.map((card) => [card.path, card])).values()]
  const artCache = new Map()
  const art = (src) => {
    if (!artCache.has(src)) artCache.set(src, dataUrl(dist, src))
    return artCache.get(src)
  }
  await fs.mkdir(CACHE, { recursive: true })
  let rendered = 0
  const draw = async (card) => {
    const svg = await satori(element(card, card.art && (await art(card.art.src))), {
      width: format.width,
      height: format.height,
      fonts,
    })
    const cached = path.join(CACHE, `${createHash('sha256').update(svg).digest('hex')}.png`)
    const file = path.join(dist, card.path)
    await fs.mkdir(path.dirname(file), { recursive: true })
    try {
      await fs.copyFile(cached, file)
    } catch {
      const png = (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng()
      await fs.writeFile(file, png)
      await fs.writeFile(cached, png)
      rendered += 1
    }
  }
  const queue = [...unique]
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let card = queue.shift(); card; card = queue.shift()) await draw(card)
  })
  await Promise.all(workers)
  return { written: unique.length, rendered }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.join(ROOT, 'dist')
  if (!existsSync(SOCIAL_CARD_LIST)) {
    console.error(`No list of cards (${path.relative(ROOT, SOCIAL_CARD_LIST)}). Run: npm run build`)
    process.exit(1)
  }
  const cards = JSON.parse(await fs.readFile(SOCIAL_CARD_LIST, 'utf8'))
  const { socialCardFormat, socialCardElement } = await import(
    pathToFileURL(path.join(ROOT, 'dist-ssr', 'prerender.js')).href
  )
  const started = Date.now()
  const cpu = process.cpuUsage()
  const { written, rendered } = await writeSocialCards(dist, cards, {
    format: socialCardFormat,
    element: socialCardElement,
  })
  const { user, system } = process.cpuUsage(cpu)
  console.log(
    `wrote ${written} link preview cards (${rendered} rendered, the rest from the cache) ` +
      `in ${Date.now() - started} ms, ${Math.round((user + system) / 1000)} ms of CPU`,
  )
}
