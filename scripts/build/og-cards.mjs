// Draws every page's link preview card: satori lays out the SSR entry's card
// element (src/app/social-card/SocialCard.tsx) as SVG, in the site's own font, and resvg renders
// it to a PNG at dist/og/<page>.png, the path the page's og:image names (src/lib/meta.ts).
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import { ROOT } from '../shared/paths.mjs'

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
