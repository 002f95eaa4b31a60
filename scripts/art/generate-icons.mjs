// npm run icons: writes src/assets/icons.svg, one <symbol> per entry of src/components/primitives/icons.json,
// drawn from the lucide icon set. The build puts the sprite into every page (index.html) and icons
// reference it with <use href="#name">: no icon costs a request or any JavaScript.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ROOT } from '../shared/paths.mjs'

export const SPRITE_PATH = path.join(ROOT, 'src/assets/icons.svg')
const MAP_PATH = path.join(ROOT, 'src/components/primitives/icons.json')
const LUCIDE = path.join(ROOT, 'node_modules/lucide-react/dist/esm/icons')

const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The sprite's text for the current icons.json. */
export async function renderSprite() {
  const map = JSON.parse(fs.readFileSync(MAP_PATH, 'utf8'))
  const symbols = []
  for (const [id, source] of Object.entries(map)) {
    if (id.startsWith('$')) continue
    if (typeof source === 'object') {
      // a brand mark: one filled path of our own
      const d = escape(source.filled)
      symbols.push(
        `<symbol id="${id}" viewBox="0 0 24 24"><path fill="currentColor" stroke="none" d="${d}"/></symbol>`,
      )
      continue
    }
    const lucideName = source
    const file = path.join(LUCIDE, `${lucideName}.mjs`)
    if (!fs.existsSync(file))
      throw new Error(`icons.json: no lucide icon "${lucideName}" (for "${id}")`)
    const { __iconData } = await import(pathToFileURL(file).href)
    if (!__iconData?.node) throw new Error(`no icon data in ${file}`)
    const shapes = __iconData.node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([name]) => name !== 'key')
          .map(([name, value]) => ` ${name}="${escape(value)}"`)
          .join('')
        return `<${tag}${list}/>`
      })
      .join('')
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${shapes}</symbol>`)
  }
  // inlined at the start of every page's body (vite.config.ts): drawn nowhere itself, and
  // display:none so the browser computes no style or layout for its shapes (<use> still clones
  // the symbols; they hold no gradient or filter, which display:none would break)
  const open = '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">'
  return `${open}\n${symbols.join('\n')}\n</svg>\n`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = await renderSprite()
  fs.writeFileSync(SPRITE_PATH, text)
  console.log(`wrote ${path.relative(ROOT, SPRITE_PATH)} (${text.length} bytes)`)
}
