// Draws every page's link preview card (issue 43 §6): satori lays out the SSR entry's card
// element (src/app/social-card/SocialCard.tsx) as SVG, in the site's own font, and resvg renders
// it to a PNG at dist/og/<page>.png, the path the page's og:image names (src/lib/meta.ts).
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import { ROOT } from '../shared/paths.mjs'

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
 * the next. Returns how many were written.
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
  const draw = async (card) => {
    const svg = await satori(element(card, card.art && (await art(card.art.src))), {
      width: format.width,
      height: format.height,
      fonts,
    })
    const png = await renderAsync(svg, { fitTo: { mode: 'original' } })
    const file = path.join(dist, card.path)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, png.asPng())
  }
  const queue = [...unique]
  const workers = Array.from({ length: Math.max(1, os.availableParallelism()) }, async () => {
    for (let card = queue.shift(); card; card = queue.shift()) await draw(card)
  })
  await Promise.all(workers)
  return unique.length
}
