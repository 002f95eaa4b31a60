// Serving for the bench: a build folder and the floor page (bench/floor.html at /bench-floor), by
// the site's own server over HTTP/1.1 (as npm start), by docs/deploy.md's nginx block over HTTP/2
// and TLS, or by Cloudflare's or Netlify's local server (HTTP/1.1): the host starters of
// scripts/deploy/. nginx serves the floor beside the build; Cloudflare's and Netlify's servers
// take one folder with one _headers (the site's CSP would block the floor's inline style), so
// there the floor is served by the site's own server, on an origin of its own.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCloudflare } from '../../deploy/cloudflare.mjs'
import { startNetlify } from '../../deploy/netlify.mjs'
import { BLOCK_MARKER, extractServerBlock, startNginx } from '../../deploy/nginx.mjs'
import { createStaticHandler, readBuildHeaders, startServer } from '../../serve/serve.mjs'
import { PAGE_CACHE_CONTROL } from '../../shared/cache-control.mjs'
import { PAGE_EXTENSION } from '../../shared/pages.mjs'
import { ROOT } from '../../shared/paths.mjs'

export const FLOOR = '/bench-floor'
const CSP = 'Content-Security-Policy'

/** The servers the bench can measure on (--server), each with how the report names it. */
export const SERVERS = {
  start: "the site's own server, HTTP/1.1",
  nginx: "docs/deploy.md's nginx block, HTTP/2 over TLS",
  cloudflare: "Cloudflare's local Pages server (wrangler pages dev), HTTP/1.1",
  netlify: "Netlify's local server (netlify dev --offline), HTTP/1.1",
}

/**
 * A temporary folder with the floor page at bench-floor.html (the site's page layout) and the
 * site's Latin Manrope in bench-floor/font.woff2 (from `dist`), for any server. Returns the folder.
 */
export function prepareFloor(dist) {
  const floorRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
  // nginx's workers may run as another user: they must read it
  fs.chmodSync(floorRoot, 0o755)
  fs.mkdirSync(path.join(floorRoot, FLOOR))
  const fontUrl = `${FLOOR}/font.woff2`
  const font = fs
    .readdirSync(path.join(dist, 'assets'))
    .find((f) => /^manrope-latin-wght-normal-.*\.woff2$/.test(f))
  let floorHtml = fs.readFileSync(path.join(ROOT, 'bench', 'floor.html'), 'utf8')
  if (font) {
    fs.copyFileSync(path.join(dist, 'assets', font), path.join(floorRoot, fontUrl))
    // the page is at /bench-floor: its font by its full path
    floorHtml = floorHtml.replace('url(font.woff2)', `url(${fontUrl})`)
  } else floorHtml = floorHtml.replace(/src: url\(font\.woff2\)[^;]*;/, '') // no 404 on the floor
  if (!font) console.warn('No Manrope Latin file in dist/assets: the floor goes without web font')
  fs.writeFileSync(path.join(floorRoot, `${FLOOR}${PAGE_EXTENSION}`), floorHtml)
  return floorRoot
}

/** The site's own server, HTTP/1.1 (npm start's), the floor through the same static handler. */
async function startOwn({ dist, port, floorRoot }) {
  const headers = readBuildHeaders(dist)
  // the floor is a hand-written page with its style inline: the site's CSP (the site's own style
  // by its hash) is not its policy; every other header is the same
  const floorHeaders = Object.fromEntries(Object.entries(headers).filter(([n]) => n !== CSP))
  const floorHandler = floorRoot && createStaticHandler({ dir: floorRoot, headers: floorHeaders })
  const server = await startServer({
    port,
    host: '127.0.0.1',
    dir: dist,
    headers,
    extraHandlers: floorRoot
      ? [async (req, res) => req.url?.startsWith(FLOOR) && (await floorHandler(req, res), true)]
      : [],
  })
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * The floor's location, added to the generated test configuration only (never to the doc): the
 * site's headers but its CSP (a location with add_header of its own inherits none of the
 * server's, so they are all repeated), the same cache rule and the server's compression.
 */
function floorLocation(dist, floorRoot) {
  const conf = fs.readFileSync(path.join(dist, 'nginx-headers.conf'), 'utf8')
  const lines = conf.split('\n').filter((l) => /^\s*add_header\s/.test(l) && !l.includes(CSP))
  const file = path.join(floorRoot, 'floor-headers.conf')
  fs.writeFileSync(
    file,
    `${lines.join('\n')}\nadd_header Cache-Control "${PAGE_CACHE_CONTROL}" always;\n`,
  )
  return `
  location ^~ ${FLOOR} {
    root ${floorRoot};
    include ${file};
    try_files $uri $uri${PAGE_EXTENSION} =404;
  }
`
}

/** docs/deploy.md's block in nginx over HTTP/2 (the deploy test's starter), plus the floor. */
async function startNginxBuild({ dist, floorRoot }) {
  let markdown = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8')
  if (floorRoot) {
    // the doc's block with the floor's location before the server's closing brace, under the marker
    const block = extractServerBlock(markdown)
    const withFloor = block.replace(/\}\s*$/, `${floorLocation(dist, floorRoot)}}\n`)
    markdown = `${BLOCK_MARKER} bench -->\n\n\`\`\`nginx\n${withFloor}\`\`\`\n`
  }
  const running = await startNginx(markdown, dist)
  if (running.protocol !== 'h2') throw new Error(`nginx negotiated ${running.protocol}, not h2`)
  return { origin: running.origin, stop: running.stop }
}

/** A host's local server on the build; the floor (when given) on the site's own server. */
async function startHostBuild(start, { dist, port, floorRoot }) {
  const running = await start(dist, { port })
  const floor = floorRoot ? await startOwn({ dist, port: 0, floorRoot }).catch(running.stop) : null
  if (floorRoot && !floor) throw new Error('the floor did not start')
  return {
    origin: running.origin,
    floorOrigin: floor?.origin,
    stop: async () => {
      await floor?.stop()
      await running.stop()
    },
  }
}

/**
 * Serves `dist` (and the floor from `floorRoot`, when given) on the server `mode` names (a key of
 * SERVERS). Resolves to { origin, floorOrigin (when the floor has an origin of its own), stop }.
 */
export function serveBuild({ mode, dist, port = 0, floorRoot = null }) {
  if (mode === 'nginx') return startNginxBuild({ dist, floorRoot })
  if (mode === 'cloudflare') return startHostBuild(startCloudflare, { dist, port, floorRoot })
  if (mode === 'netlify') return startHostBuild(startNetlify, { dist, port, floorRoot })
  return startOwn({ dist, port, floorRoot })
}
