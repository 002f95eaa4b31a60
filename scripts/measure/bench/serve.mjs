// Serving for the bench: a build folder and the floor page (bench/floor.html at /bench-floor/),
// either by the site's own server over HTTP/1.1 (as npm start) or by docs/deploy.md's nginx block
// over HTTP/2 and TLS (tests/deploy/nginx.ts's starter), the floor the same way in both.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runnerImport } from 'vite'
import { createStaticHandler, readBuildHeaders, startServer } from '../../serve/serve.mjs'
import { ROOT } from '../../shared/paths.mjs'

export const FLOOR = '/bench-floor/'
const CSP = 'Content-Security-Policy'

/**
 * A temporary folder with the floor page at bench-floor/index.html and the site's Latin Manrope
 * next to it as font.woff2 (from `dist`), for either server. Returns the folder.
 */
export function prepareFloor(dist) {
  const floorRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'))
  // nginx's workers may run as another user: they must read it
  fs.chmodSync(floorRoot, 0o755)
  fs.mkdirSync(path.join(floorRoot, FLOOR))
  const font = fs
    .readdirSync(path.join(dist, 'assets'))
    .find((f) => /^manrope-latin-wght-normal-.*\.woff2$/.test(f))
  let floorHtml = fs.readFileSync(path.join(ROOT, 'bench', 'floor.html'), 'utf8')
  if (font)
    fs.copyFileSync(path.join(dist, 'assets', font), path.join(floorRoot, FLOOR, 'font.woff2'))
  else floorHtml = floorHtml.replace(/src: url\(font\.woff2\)[^;]*;/, '') // no 404 on the floor
  if (!font) console.warn('No Manrope Latin file in dist/assets: the floor goes without web font')
  fs.writeFileSync(path.join(floorRoot, FLOOR, 'index.html'), floorHtml)
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
  fs.writeFileSync(file, `${lines.join('\n')}\nadd_header Cache-Control "no-cache" always;\n`)
  return `
  location ^~ ${FLOOR} {
    root ${floorRoot};
    include ${file};
    try_files $uri $uri/index.html =404;
  }
`
}

/** docs/deploy.md's block in nginx over HTTP/2 (the deploy test's starter), plus the floor. */
async function startNginxBuild({ dist, floorRoot }) {
  const starter = path.join(ROOT, 'tests', 'deploy', 'nginx.ts')
  /** @type {{ module: typeof import('../../../tests/deploy/nginx.ts') }} */
  const { module: nginx } = await runnerImport(starter, { configFile: false, logLevel: 'error' })
  let markdown = fs.readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8')
  if (floorRoot) {
    // the doc's block with the floor's location before the server's closing brace, under the marker
    const block = nginx.extractServerBlock(markdown)
    const withFloor = block.replace(/\}\s*$/, `${floorLocation(dist, floorRoot)}}\n`)
    markdown = `${nginx.BLOCK_MARKER} bench -->\n\n\`\`\`nginx\n${withFloor}\`\`\`\n`
  }
  const running = await nginx.startNginx(markdown, dist)
  if (running.protocol !== 'h2') throw new Error(`nginx negotiated ${running.protocol}, not h2`)
  return { origin: running.origin, stop: running.stop }
}

/**
 * Serves `dist` (and the floor from `floorRoot`, when given) the way `mode` says: 'start' or
 * 'nginx'. Resolves to { origin, stop }.
 */
export function serveBuild({ mode, dist, port = 0, floorRoot = null }) {
  return mode === 'nginx'
    ? startNginxBuild({ dist, floorRoot })
    : startOwn({ dist, port, floorRoot })
}
