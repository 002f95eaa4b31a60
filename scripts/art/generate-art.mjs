// Generates every illustration of the site as SVG into public/art (and the favicon), seeded by
// name so each build draws the same pictures. Run: npm run art. The output is committed.
// Style (docs/design.md "Imagery"): abstract, data-inspired compositions — node graphs, flowing lines and soft
// gradient glows in amber and cyan over ink; portraits from DiceBear's "lorelei" (CC0).
import fs from 'node:fs'
import path from 'node:path'
import { createAvatar } from '@dicebear/core'
import { lorelei } from '@dicebear/collection'
import * as fontkit from 'fontkit'
import { ROOT } from '../shared/paths.mjs'

const out = path.join(ROOT, 'public', 'art')

// the site's palette: src/config/tokens.json, the one place colours are written
const { color: C } = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/config/tokens.json'), 'utf8'))
const INK = C.ink.DEFAULT
const INK_2 = C.ink['2']
const SURFACE = C.surface.DEFAULT
const SURFACE_3 = C.surface['3']
const LINE = C.surface.line
const AMBER = C.accent.DEFAULT
const AMBER_2 = C.accent.strong
const CYAN = C.signal.DEFAULT
const SLATE = C.text.slate
const WHITE = C.white

// Words in the art are drawn as outlines of the site's font (Manrope, static cuts from
// @fontsource/manrope): an SVG shown through <img> cannot load web fonts, and <text> in it costs
// the browser a text layout every time the picture is decoded.
const fontFile = (subset, weight) =>
  path.join(
    ROOT,
    'node_modules/@fontsource/manrope/files',
    `manrope-${subset}-${weight}-normal.woff`,
  )
const fonts = new Map()
const fontFor = (weight, codePoint) => {
  for (const subset of ['latin', 'latin-ext']) {
    const key = `${subset}-${weight}`
    if (!fonts.has(key)) fonts.set(key, fontkit.openSync(fontFile(subset, weight)))
    if (fonts.get(key).hasGlyphForCodePoint(codePoint)) return fonts.get(key)
  }
  throw new Error(`Manrope ${weight} has no glyph for U+${codePoint.toString(16)}`)
}
const round = (n) => String(Math.round(n * 10) / 10)

/** The advance width of a line of text set as `words` sets it (for fitting a wordmark). */
function textWidth(size, text, weight, spacing = 0) {
  let width = 0
  for (const ch of text) {
    const font = fontFor(weight, ch.codePointAt(0))
    const { positions } = font.layout(ch)
    width += positions[0].xAdvance * (size / font.unitsPerEm) + spacing
  }
  return width - spacing
}

/**
 * Text as outlines: runs of { text, fill, weight?, opacity?, dx? } set from (x, y) on the
 * baseline, at `size` px with `spacing` px letter-spacing, as SVG <text> would draw them.
 */
function words(x, y, size, runs, { weight = 700, spacing = 0 } = {}) {
  let pen = x
  let out = ''
  for (const run of runs) {
    pen += run.dx ?? 0
    const w = run.weight ?? weight
    // consecutive characters that one subset file covers are laid out together (kerning)
    const pieces = []
    for (const ch of run.text) {
      const font = fontFor(w, ch.codePointAt(0))
      if (pieces.at(-1)?.font === font) pieces.at(-1).text += ch
      else pieces.push({ font, text: ch })
    }
    let d = ''
    for (const { font, text } of pieces) {
      const scale = size / font.unitsPerEm
      const { glyphs, positions } = font.layout(text)
      glyphs.forEach((glyph, i) => {
        const at = pen + positions[i].xOffset * scale
        d += glyph.path
          .scale(scale, -scale)
          .translate(at, y - positions[i].yOffset * scale)
          .toSVG()
          .replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (n) => round(Number(n)))
        pen += positions[i].xAdvance * scale + spacing
      })
    }
    const opacity = run.opacity === undefined ? '' : ` fill-opacity="${run.opacity}"`
    if (d) out += `<path d="${d}" fill="${run.fill}"${opacity}/>`
  }
  return out
}

/** A small seeded PRNG (mulberry32) from a string. */
function rng(seed) {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  const next = () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    between: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  }
}

const r1 = (n) => Math.round(n * 10) / 10

function svg(width, height, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<defs>${defs}</defs>
${body}
</svg>
`
}

function write(rel, content) {
  const file = path.join(out, rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

/** Ink ground with two soft glows and a faint dot grid (glows are gradients: no blur filter to paint). */
function ground(id, w, h, rand) {
  const defs = `
<radialGradient id="${id}a" cx="${r1(rand.between(0.6, 0.95))}" cy="${r1(rand.between(0, 0.35))}" r="0.75"><stop offset="0" stop-color="${CYAN}" stop-opacity="0.28"/><stop offset="1" stop-color="${CYAN}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}b" cx="${r1(rand.between(0.05, 0.4))}" cy="${r1(rand.between(0.65, 1))}" r="0.8"><stop offset="0" stop-color="${AMBER}" stop-opacity="0.3"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/></radialGradient>
<pattern id="${id}d" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="${WHITE}" fill-opacity="0.07"/></pattern>
<linearGradient id="${id}l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${AMBER}"/><stop offset="1" stop-color="${CYAN}"/></linearGradient>
<radialGradient id="${id}ga"><stop offset="0.4" stop-color="${AMBER}"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}gc"><stop offset="0.4" stop-color="${CYAN}"/><stop offset="1" stop-color="${CYAN}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}gw"><stop offset="0.8" stop-color="${AMBER}"/><stop offset="1" stop-color="${AMBER}" stop-opacity="0"/></radialGradient>`
  const body = `<rect width="${w}" height="${h}" fill="${INK}"/>
<rect width="${w}" height="${h}" fill="url(#${id}d)"/>
<rect width="${w}" height="${h}" fill="url(#${id}a)"/>
<rect width="${w}" height="${h}" fill="url(#${id}b)"/>`
  return { defs, body }
}

/** Flowing bezier lines across the picture. */
function flows(id, w, h, rand, count, opacity = 0.55) {
  let body = ''
  for (let i = 0; i < count; i++) {
    const y0 = rand.between(h * 0.15, h * 0.85)
    const y3 = rand.between(h * 0.15, h * 0.85)
    const c1 = [rand.between(w * 0.2, w * 0.45), rand.between(-h * 0.1, h * 1.1)]
    const c2 = [rand.between(w * 0.55, w * 0.8), rand.between(-h * 0.1, h * 1.1)]
    body += `<path d="M${-10} ${r1(y0)} C${r1(c1[0])} ${r1(c1[1])} ${r1(c2[0])} ${r1(c2[1])} ${w + 10} ${r1(y3)}" fill="none" stroke="url(#${id}l)" stroke-width="${r1(rand.between(0.8, 2.2))}" stroke-opacity="${r1(opacity * rand.between(0.4, 1))}"/>\n`
  }
  return body
}

/** A node graph: points joined to their nearest neighbours, a few glowing. */
function graph(id, x, y, w, h, rand, count) {
  const nodes = Array.from({ length: count }, () => [
    x + rand.between(0, w),
    y + rand.between(0, h),
  ])
  let body = ''
  const seen = new Set()
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => [j, Math.hypot(a[0] - b[0], a[1] - b[1])])
      .filter(([j]) => j !== i)
      .sort((p, q) => p[1] - q[1])
      .slice(0, 2)
    for (const [j] of near) {
      const key = [i, j].sort().join('-')
      if (seen.has(key)) continue
      seen.add(key)
      const b = nodes[j]
      body += `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="${rand.next() > 0.5 ? CYAN : SLATE}" stroke-opacity="${r1(rand.between(0.2, 0.5))}" stroke-width="1.2"/>\n`
    }
  })
  nodes.forEach(([nx, ny], i) => {
    const big = i % 5 === 0
    const color = i % 3 === 0 ? AMBER : CYAN
    if (big)
      body += `<circle cx="${r1(nx)}" cy="${r1(ny)}" r="26" fill="url(#${id}g${color === AMBER ? 'a' : 'c'})" fill-opacity="0.35"/>\n`
    body += `<circle cx="${r1(nx)}" cy="${r1(ny)}" r="${big ? 6 : r1(rand.between(2, 3.5))}" fill="${color}"/>\n`
  })
  return body
}

/** A rounded panel like a card of an interface. */
const panel = (x, y, w, h, rx = 18, fill = SURFACE, stroke = LINE) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${fill}" stroke="${stroke}"/>\n`

/** Placeholder text lines inside a panel. */
function lines(x, y, w, count, rand, color = WHITE, opacity = 0.22) {
  let body = ''
  for (let i = 0; i < count; i++) {
    body += `<rect x="${r1(x)}" y="${r1(y + i * 16)}" width="${r1(w * rand.between(0.45, 1))}" height="7" rx="3.5" fill="${color}" fill-opacity="${opacity}"/>\n`
  }
  return body
}

/** A chat: alternating bubbles, the bot's in amber. */
function chat(x, y, w, h, rand) {
  let body = panel(x, y, w, h, 22)
  body += `<circle cx="${x + 30}" cy="${y + 30}" r="10" fill="${AMBER}"/><rect x="${x + 48}" y="${y + 24}" width="120" height="10" rx="5" fill="${WHITE}" fill-opacity="0.5"/>\n`
  body += `<line x1="${x}" y1="${y + 58}" x2="${x + w}" y2="${y + 58}" stroke="${LINE}"/>\n`
  let cy = y + 78
  let bot = true
  while (cy < y + h - 70) {
    const bw = w * rand.between(0.45, 0.7)
    const bh = rand.int(2, 3) * 16 + 18
    const bx = bot ? x + 20 : x + w - 20 - bw
    body += `<rect x="${r1(bx)}" y="${r1(cy)}" width="${r1(bw)}" height="${bh}" rx="14" fill="${bot ? AMBER : SURFACE_3}" fill-opacity="${bot ? 0.16 : 1}" stroke="${bot ? AMBER : LINE}" stroke-opacity="${bot ? 0.5 : 1}"/>\n`
    body += lines(
      bx + 14,
      cy + 12,
      bw - 28,
      Math.floor((bh - 12) / 16),
      rand,
      bot ? AMBER : WHITE,
      bot ? 0.55 : 0.28,
    )
    cy += bh + 14
    bot = !bot
  }
  body += panel(x + 16, y + h - 54, w - 32, 38, 19, INK_2)
  body += `<circle cx="${x + w - 36}" cy="${y + h - 35}" r="11" fill="${CYAN}"/>\n`
  return body
}

/** A dashboard: a line chart and bars. */
function dashboard(id, x, y, w, h, rand) {
  let body = panel(x, y, w, h, 22)
  const kpi = (i) => {
    const kx = x + 20 + i * ((w - 40) / 3)
    return (
      panel(kx, y + 20, (w - 40) / 3 - 12, 64, 14, INK_2) +
      `<rect x="${r1(kx + 14)}" y="${y + 36}" width="50" height="7" rx="3.5" fill="${WHITE}" fill-opacity="0.3"/>` +
      `<rect x="${r1(kx + 14)}" y="${y + 52}" width="${rand.int(40, 80)}" height="14" rx="4" fill="${i === 0 ? AMBER : CYAN}" fill-opacity="0.85"/>\n`
    )
  }
  body += kpi(0) + kpi(1) + kpi(2)
  const cx = x + 20
  const cy = y + 104
  const cw = w - 40
  const ch = h - 124
  body += panel(cx, cy, cw, ch, 14, INK_2)
  const pts = Array.from({ length: 9 }, (_, i) => [
    cx + 20 + (i * (cw - 40)) / 8,
    cy + ch - 30 - rand.between(0.15, 0.85) * (ch - 70) * (0.5 + i / 16),
  ])
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${r1(p[0])} ${r1(p[1])}`).join(' ')
  body += `<path d="${d} L${r1(pts[8][0])} ${cy + ch - 20} L${r1(pts[0][0])} ${cy + ch - 20} Z" fill="${CYAN}" fill-opacity="0.08"/>\n`
  body += `<path d="${d}" fill="none" stroke="url(#${id}l)" stroke-width="3" stroke-linejoin="round"/>\n`
  pts.forEach((p, i) => {
    if (i % 2 === 0)
      body += `<circle cx="${r1(p[0])}" cy="${r1(p[1])}" r="4" fill="${INK}" stroke="${AMBER}" stroke-width="2"/>`
  })
  return body
}

/** A calculator or form: fields and a result. */
function calculator(x, y, w, h, rand) {
  let body = panel(x, y, w, h, 22)
  for (let i = 0; i < 3; i++) {
    body += `<rect x="${x + 24}" y="${y + 28 + i * 58}" width="70" height="7" rx="3.5" fill="${WHITE}" fill-opacity="0.35"/>`
    body += panel(x + 24, y + 42 + i * 58, w - 48, 30, 10, INK_2)
    body += `<rect x="${x + 36}" y="${y + 54 + i * 58}" width="${rand.int(60, 160)}" height="7" rx="3.5" fill="${WHITE}" fill-opacity="0.25"/>\n`
  }
  const ry = y + 42 + 3 * 58 + 6
  body += `<rect x="${x + 24}" y="${ry}" width="${w - 48}" height="${Math.max(60, h - (ry - y) - 24)}" rx="16" fill="${AMBER}" fill-opacity="0.14" stroke="${AMBER}" stroke-opacity="0.55"/>\n`
  body += `<rect x="${x + 44}" y="${ry + 18}" width="90" height="8" rx="4" fill="${AMBER}" fill-opacity="0.7"/>`
  const sum = `€ ${rand.int(4, 9)} ${rand.int(100, 999)}`
  body += words(x + 44, ry + 58, 28, [{ text: sum, fill: AMBER }], { weight: 800 }) + '\n'
  return body
}

/** A browser window with a page wireframe. */
function browser(x, y, w, h, rand) {
  let body = panel(x, y, w, h, 18)
  body += `<circle cx="${x + 22}" cy="${y + 20}" r="5" fill="${C.chrome.close}"/><circle cx="${x + 40}" cy="${y + 20}" r="5" fill="${AMBER}"/><circle cx="${x + 58}" cy="${y + 20}" r="5" fill="${C.chrome.open}"/>`
  body += `<rect x="${x + 80}" y="${y + 12}" width="${w - 110}" height="16" rx="8" fill="${INK_2}"/>\n`
  body += `<rect x="${x + 16}" y="${y + 44}" width="${w - 32}" height="${r1((h - 60) * 0.45)}" rx="12" fill="${CYAN}" fill-opacity="0.12"/>`
  body += lines(x + 34, y + 64, (w - 32) * 0.5, 3, rand, WHITE, 0.4)
  body += `<rect x="${x + 34}" y="${y + 118}" width="90" height="22" rx="11" fill="${AMBER}"/>\n`
  const gy = y + 60 + (h - 60) * 0.45
  const cw = (w - 56) / 3
  for (let i = 0; i < 3; i++) {
    body += panel(x + 16 + i * (cw + 12), gy, cw, h - (gy - y) - 16, 10, INK_2)
    body += lines(x + 28 + i * (cw + 12), gy + 16, cw - 24, 3, rand)
  }
  return body
}

/** An organisation: buildings of blocks with lit windows. */
function organisation(x, y, w, h, rand) {
  let body = ''
  const n = rand.int(4, 6)
  const bw = w / n
  for (let i = 0; i < n; i++) {
    const bh = rand.between(0.35, 0.95) * h
    const bx = x + i * bw + 6
    body += `<rect x="${r1(bx)}" y="${r1(y + h - bh)}" width="${r1(bw - 12)}" height="${r1(bh)}" rx="8" fill="${SURFACE}" stroke="${LINE}"/>\n`
    for (let wy = y + h - bh + 16; wy < y + h - 20; wy += 22) {
      for (let wx = bx + 12; wx < bx + bw - 30; wx += 20) {
        if (rand.next() > 0.45)
          body += `<rect x="${r1(wx)}" y="${r1(wy)}" width="9" height="9" rx="2" fill="${rand.next() > 0.7 ? AMBER : CYAN}" fill-opacity="${r1(rand.between(0.25, 0.8))}"/>`
      }
    }
    body += '\n'
  }
  return body
}

/** Industry marks: a simple geometric hint of the sector. */
const motifs = {
  ecommerce: (cx, cy) =>
    `<g fill="none" stroke="${AMBER}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"><path d="M${cx - 70} ${cy - 50} h24 l22 90 h84 l18 -62 h-112"/><circle cx="${cx - 10}" cy="${cy + 62}" r="9" fill="${AMBER}"/><circle cx="${cx + 50}" cy="${cy + 62}" r="9" fill="${AMBER}"/></g>`,
  travel: (cx, cy) =>
    `<g fill="none" stroke="${CYAN}" stroke-width="4"><circle cx="${cx}" cy="${cy}" r="80"/><ellipse cx="${cx}" cy="${cy}" rx="36" ry="80"/><path d="M${cx - 80} ${cy} h160 M${cx - 70} ${cy - 40} h140 M${cx - 70} ${cy + 40} h140"/></g><path d="M${cx - 130} ${cy + 70} Q${cx} ${cy - 170} ${cx + 140} ${cy - 40}" fill="none" stroke="${AMBER}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/><circle cx="${cx + 140}" cy="${cy - 40}" r="9" fill="${AMBER}"/>`,
  government: (cx, cy) =>
    `<g fill="none" stroke="${AMBER}" stroke-width="6" stroke-linejoin="round"><path d="M${cx - 90} ${cy - 30} L${cx} ${cy - 80} L${cx + 90} ${cy - 30} Z"/><path d="M${cx - 70} ${cy - 20} v80 M${cx - 25} ${cy - 20} v80 M${cx + 25} ${cy - 20} v80 M${cx + 70} ${cy - 20} v80 M${cx - 100} ${cy + 70} h200"/></g>`,
  healthcare: (cx, cy) =>
    `<path d="M${cx - 180} ${cy + 10} h90 l20 -50 l30 100 l25 -70 l15 20 h180" fill="none" stroke="${CYAN}" stroke-width="5" stroke-linejoin="round"/><path d="M${cx - 22} ${cy - 110} h44 v40 h40 v44 h-40 v40 h-44 v-40 h-40 v-44 h40 z" fill="${AMBER}" fill-opacity="0.9"/>`,
  logistics: (cx, cy) =>
    `<g fill="none" stroke="${AMBER}" stroke-width="5" stroke-linejoin="round"><rect x="${cx - 110}" y="${cy - 40}" width="130" height="80" rx="8"/><path d="M${cx + 20} ${cy - 10} h50 l30 30 v20 h-80 z"/></g><circle cx="${cx - 70}" cy="${cy + 52}" r="14" fill="${CYAN}"/><circle cx="${cx + 60}" cy="${cy + 52}" r="14" fill="${CYAN}"/>`,
  ngo: (cx, cy) =>
    `<g fill="none" stroke-width="6"><circle cx="${cx - 45}" cy="${cy}" r="60" stroke="${AMBER}"/><circle cx="${cx + 45}" cy="${cy}" r="60" stroke="${CYAN}"/><circle cx="${cx}" cy="${cy - 70}" r="60" stroke="${WHITE}" stroke-opacity="0.5"/></g><path d="M${cx} ${cy + 20} c-30 -30 -50 -5 -25 20 l25 22 l25 -22 c25 -25 5 -50 -25 -20z" fill="${AMBER}"/>`,
}

function compose(name, w, h, draw) {
  const rand = rng(name)
  const id = name.replace(/[^a-z0-9]/gi, '').slice(-10)
  const g = ground(id, w, h, rand)
  return svg(w, h, g.body + draw(rand, id), g.defs)
}

// ── Heroes ──────────────────────────────────────────────────────────────────
write(
  'hero-ai.svg',
  compose(
    'hero-ai',
    1200,
    960,
    (rand, id) =>
      flows(id, 1200, 960, rand, 14, 0.5) +
      graph(id, 140, 140, 920, 680, rand, 26) +
      `<circle cx="600" cy="480" r="136" fill="url(#${id}gw)" fill-opacity="0.12"/>` +
      panel(430, 380, 340, 200, 26, INK_2, AMBER) +
      words(466, 446, 22, [{ text: 'Time saved', fill: WHITE, opacity: 0.7 }]) +
      words(466, 530, 76, [{ text: '67%', fill: AMBER }], { weight: 800 }) +
      `<path d="M660 540 l26 -34 l22 16 l36 -52" fill="none" stroke="${CYAN}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
)

write(
  'hero-it.svg',
  compose('hero-it', 1200, 960, (rand, id) => {
    let body = flows(id, 1200, 960, rand, 8, 0.35)
    for (let i = 0; i < 4; i++) {
      const y = 250 + i * 120
      body += panel(330, y, 540, 90, 16, SURFACE, i === 1 ? AMBER : LINE)
      for (let j = 0; j < 6; j++)
        body += `<circle cx="${370 + j * 22}" cy="${y + 45}" r="6" fill="${j < 2 ? AMBER : CYAN}" fill-opacity="${j < 2 ? 0.9 : 0.5}"/>`
      body += lines(540, y + 30, 280, 2, rand, WHITE, 0.25)
    }
    for (let i = 0; i < 10; i++) {
      const x = rand.between(80, 1120)
      const y = rand.pick([180, 780])
      body += `<path d="M${r1(x)} ${y} V${y < 480 ? 250 : 700} H${r1(x < 600 ? 330 : 870)}" fill="none" stroke="${rand.next() > 0.5 ? CYAN : AMBER}" stroke-opacity="0.5" stroke-width="2"/><circle cx="${r1(x)}" cy="${y}" r="5" fill="${CYAN}"/>`
    }
    return body
  }),
)

// ── Industries ──────────────────────────────────────────────────────────────
for (const industry of Object.keys(motifs)) {
  write(
    `industries/${industry}.svg`,
    compose(
      `industry-${industry}`,
      800,
      600,
      (rand, id) =>
        flows(id, 800, 600, rand, 6, 0.4) +
        graph(id, 40, 40, 720, 520, rand, 10) +
        motifs[industry](400, 300),
    ),
  )
}

// ── Featured projects ───────────────────────────────────────────────────────
const projectArt = {
  clinic: (rand) => chat(220, 70, 360, 460, rand),
  marketing: (rand, id) => dashboard(id, 120, 90, 560, 420, rand),
  calculator: (rand) => calculator(200, 70, 400, 460, rand),
  travel: (rand) => chat(220, 70, 360, 460, rand),
}
for (const [project, draw] of Object.entries(projectArt)) {
  write(
    `projects/${project}.svg`,
    compose(
      `project-${project}`,
      800,
      600,
      (rand, id) => flows(id, 800, 600, rand, 5, 0.35) + draw(rand, id),
    ),
  )
}

// ── Case studies ────────────────────────────────────────────────────────────
const caseKinds = {
  'ai-chatbot-travel': 'chat',
  'medical-clinic-chatbot': 'chat',
  'customs-ai-platform': 'dashboard',
  'travel-ai-assistant': 'chat',
  'marketing-dashboard': 'dashboard',
  'car-rental-chatbot': 'chat',
  'transport-calculator': 'calculator',
  'support-ai-agent': 'chat',
  'travel-website': 'browser',
  'car-transport-web': 'browser',
  'sku-inventory-system': 'dashboard',
  'energy-sector-ai': 'dashboard',
  'digital-strategy': 'dashboard',
}
const solutionArt = { chat, calculator, browser, dashboard: null }
for (const [slug, kind] of Object.entries(caseKinds)) {
  write(
    `cases/${slug}/cover.svg`,
    compose(
      `${slug}-cover`,
      800,
      500,
      (rand, id) => flows(id, 800, 500, rand, 9, 0.5) + graph(id, 60, 50, 680, 400, rand, 14),
    ),
  )
  write(
    `cases/${slug}/company.svg`,
    compose(
      `${slug}-company`,
      800,
      600,
      (rand, id) => flows(id, 800, 600, rand, 5, 0.3) + organisation(120, 150, 560, 380, rand),
    ),
  )
  write(
    `cases/${slug}/solution.svg`,
    compose(
      `${slug}-solution`,
      800,
      600,
      (rand, id) =>
        flows(id, 800, 600, rand, 4, 0.3) +
        (kind === 'dashboard'
          ? dashboard(id, 110, 80, 580, 440, rand)
          : solutionArt[kind](
              kind === 'browser' ? 110 : 210,
              70,
              kind === 'browser' ? 580 : 380,
              460,
              rand,
            )),
    ),
  )
  write(
    `cases/${slug}/final.svg`,
    compose(
      `${slug}-final`,
      1600,
      700,
      (rand, id) => flows(id, 1600, 700, rand, 18, 0.6) + graph(id, 100, 100, 1400, 500, rand, 18),
    ),
  )
}

// ── Team portraits (DiceBear "lorelei", CC0 1.0) ────────────────────────────
const team = [
  'karlis-grants',
  'baiba-gaile',
  'aleksandrs-lacis',
  'elina-ozola',
  'martins-berzins',
  'olga-vasiljeva',
]
for (const member of team) {
  const avatar = createAvatar(lorelei, {
    seed: member,
    size: 300,
    // friendly, calm faces only: smiling mouths, open eyes
    mouth: ['happy01', 'happy02', 'happy03', 'happy04'],
    eyes: [
      'variant01',
      'variant02',
      'variant03',
      'variant04',
      'variant05',
      'variant09',
      'variant10',
    ],
    hairColor: ['1f2937'],
    skinColor: ['f5e6da', 'eed3c1', 'e7c4a8'],
    backgroundColor: ['transparent'],
  }).toString()
  const inner = avatar.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const viewBox = /viewBox="([^"]+)"/.exec(avatar)?.[1] ?? '0 0 980 980'
  const rand = rng(member)
  write(
    `team/${member}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">
<!-- Portrait: "Lorelei" by Lisa Wischofsky, via DiceBear, CC0 1.0 -->
<defs><radialGradient id="p" cx="${r1(rand.between(0.2, 0.8))}" cy="0.2" r="0.9"><stop offset="0" stop-color="${rand.next() > 0.5 ? AMBER : CYAN}" stop-opacity="0.45"/><stop offset="1" stop-color="${INK}" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="${INK}"/><rect width="400" height="400" fill="url(#p)"/>
<circle cx="200" cy="200" r="150" fill="none" stroke="${AMBER}" stroke-opacity="0.35" stroke-width="2"/>
<svg x="40" y="50" width="320" height="350" viewBox="${viewBox}">${inner}</svg>
</svg>
`,
  )
}

// ── Partner wordmarks (fictional, one neutral tone: the partner strip is quiet) ──────────
const wordmark = (name, seed) => {
  const rand = rng(seed)
  const upper = rand.next() > 0.5
  const weight = rand.pick([600, 700, 800])
  const spacing = upper ? rand.pick([1, 2, 3]) : rand.pick([-0.5, 0, 0.5])
  const mark = rand.pick([
    `<rect x="8" y="18" width="24" height="24" rx="6" fill="${SLATE}"/>`,
    `<circle cx="20" cy="30" r="12" fill="none" stroke="${SLATE}" stroke-width="5"/>`,
    `<path d="M8 42 L20 18 L32 42 Z" fill="${SLATE}"/>`,
    `<path d="M8 30 h24 M20 18 v24" stroke="${SLATE}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M8 38 q12 -26 24 0" fill="none" stroke="${SLATE}" stroke-width="5" stroke-linecap="round"/>`,
  ])
  return svg(
    200,
    60,
    mark +
      words(42, 38, upper ? 16 : 20, [{ text: upper ? name.toUpperCase() : name, fill: SLATE }], {
        weight,
        spacing,
      }),
  )
}
// ── Client logos (fictional): each its own colour and mark, shown in the testimonials ──────────
// They must read as logos a visitor recognises: a bold mark, the name as large as the frame allows,
// a small descriptor, in a colour of its own that holds on white (contrast 4.5:1 or more).
const clientMarks = {
  // a sun on the horizon
  sun: (c) =>
    `<path d="M6 40a16 16 0 0 1 32 0z" fill="${c}"/><path d="M2 45h40" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M22 12v5M9.3 17.3l3.5 3.5M34.7 17.3l-3.5 3.5" stroke="${c}" stroke-width="3.5" stroke-linecap="round"/>`,
  // a route: two chevrons on the road
  route: (c) =>
    `<path d="M5 14l11 16-11 16M21 14l11 16-11 16" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="40" cy="30" r="4" fill="${c}"/>`,
  // a hex nut
  nut: (c) =>
    `<path d="M22 8l19 11v22L22 52 3 41V19z" fill="${c}"/><circle cx="22" cy="30" r="8" fill="${WHITE}"/>`,
  // a linden leaf
  leaf: (c) =>
    `<path d="M6 50C6 24 20 10 42 8c0 24-12 40-36 42z" fill="${c}"/><path d="M9 47C18 36 26 26 36 15" stroke="${WHITE}" stroke-width="3" stroke-linecap="round"/>`,
  // four squares, one turned
  squares: (c) =>
    `<rect x="4" y="10" width="17" height="17" rx="3" fill="${c}"/><rect x="25" y="10" width="17" height="17" rx="3" fill="${c}" fill-opacity="0.55"/><rect x="4" y="31" width="17" height="17" rx="3" fill="${c}" fill-opacity="0.55"/><rect x="27.5" y="33.5" width="12" height="12" rx="2" fill="${c}" transform="rotate(45 33.5 39.5)"/>`,
  // a speech bubble with a tick: support answered
  bubble: (c) =>
    `<path d="M4 14a6 6 0 0 1 6-6h26a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H18l-10 9v-9H10a6 6 0 0 1-6-6z" fill="${c}"/><path d="M14 24l5 5 10-10" fill="none" stroke="${WHITE}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
}
const clients = [
  { name: 'Saulriets', tag: 'TOURS', color: '#C2410C', mark: 'sun' },
  { name: 'Trasa', tag: 'LOGISTICS', color: '#1D4ED8', mark: 'route' },
  { name: 'Metalforma', tag: 'MANUFACTURING', color: '#334155', mark: 'nut' },
  { name: 'Liepa', tag: 'KLĪNIKA', color: '#15803D', mark: 'leaf' },
  { name: 'Kvadrāts', tag: 'MEDIA', color: '#7E22CE', mark: 'squares' },
  { name: 'Kontora', tag: 'SUPPORT DESK', color: '#0F766E', mark: 'bubble' },
]
const clientLogo = ({ name, tag, color, mark }) => {
  const left = 52
  const room = 200 - left - 4
  const size = Math.min(27, (27 * room) / textWidth(27, name, 800, -0.4))
  const tagSize = 8.5
  const tagSpacing = 2.2
  return svg(
    200,
    60,
    clientMarks[mark](color) +
      words(left, 33, size, [{ text: name, fill: color }], { weight: 800, spacing: -0.4 }) +
      words(left + 1, 48, tagSize, [{ text: tag, fill: color, opacity: 0.8 }], {
        weight: 700,
        spacing: tagSpacing,
      }),
  )
}
clients.forEach((client, i) => write(`clients/client${i + 1}.svg`, clientLogo(client)))
const partners = [
  'Nordhaven',
  'Baltix',
  'Voltgrid',
  'Dzintars',
  'Kuldīga Foods',
  'Lumo',
  'Northwind',
  'Ostra',
  'Vento',
  'Amberlane',
  'Rīvo',
  'Gaismas',
  'Tallo',
  'Meža Data',
  'Kaija',
  'Veldre',
]
partners.forEach((name, i) =>
  write(
    `partners/partner-${String(i + 1).padStart(2, '0')}.svg`,
    wordmark(name, `partner-${name}`),
  ),
)

// ── Logo, alternate logo, favicon, social card ──────────────────────────────
const gem = (x, y, s) => `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M20 2 36 11v18L20 38 4 29V11z" fill="${AMBER}"/><path d="M20 2 36 11 20 20z" fill="${C.accent.light}"/>
<path d="M4 11 20 20v18L4 29z" fill="${AMBER_2}"/><path d="M20 20 36 11v18L20 38z" fill="${C.accent.deep}"/>
<circle cx="20" cy="20" r="3.2" fill="${INK}"/></g>`
const logo = (text, accent) =>
  svg(
    360,
    96,
    gem(8, 12, 1.8) +
      words(
        96,
        62,
        40,
        [
          { text: 'Amberline', fill: text },
          { text: 'AI', fill: accent, weight: 600, dx: 10 },
        ],
        { weight: 800, spacing: -1.2 },
      ),
  )
write('logo.svg', logo(WHITE, AMBER))
write('logo-alt.svg', logo(INK, C.accent.ink))
fs.writeFileSync(path.join(ROOT, 'public', 'favicon.svg'), svg(64, 64, gem(4, 4, 1.4)))
write(
  'og-default.svg',
  compose(
    'og',
    1200,
    630,
    (rand, id) =>
      flows(id, 1200, 630, rand, 12, 0.5) +
      graph(id, 700, 60, 460, 510, rand, 14) +
      gem(80, 150, 2.4) +
      words(
        80,
        330,
        72,
        [
          { text: 'Amberline ', fill: WHITE },
          { text: 'AI', fill: AMBER },
        ],
        { weight: 800, spacing: -2 },
      ) +
      words(80, 410, 40, [{ text: 'See the ROI. Then decide', fill: C.text.mist }], {
        weight: 600,
      }),
  ),
)

// public/og-image.png is og-default.svg rendered to PNG (social networks want a raster image):
//   chromium --headless --screenshot=public/og-image.png --window-size=1200,630 <page showing it>
const count = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : 1), 0)
console.log(`wrote ${count(out)} files to public/art and public/favicon.svg`)
