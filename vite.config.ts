import fs from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { BUILD_TARGET } from './src/config/browsers.ts'
import { buildDefines } from './src/config/buildDefines.ts'
import { retryImports } from './scripts/build/retry-imports.mjs'
import { motionLab } from './scripts/dev/motion-lab.mjs'
import { APP_CHUNKS, APP_FRAME_CHUNK, FRAME_SHARED } from './src/config/chunks.ts'
import { RETRY_IMPORT_GLOBAL } from './src/config/retry.ts'
import { isCityInAddress, site } from './src/config/site.ts'
import { PALETTE } from './src/config/tokens.ts'

/**
 * `npm run dev` serves the local outbox too (the same handler `npm start` mounts). The dev server
 * alone loads it: a build never imports the serving scripts.
 */
function localOutbox(): Plugin {
  return {
    name: 'local-outbox',
    apply: 'serve',
    async configureServer(server) {
      const { createOutboxHandler } = await import('./scripts/serve/outbox.mjs')
      const handle = createOutboxHandler({
        dir: fileURLToPath(new URL(process.env.OUTBOX_DIR ?? './outbox', import.meta.url)),
      })
      server.middlewares.use((req, res, next) => {
        handle(req, res).then((handled) => handled || next(), next)
      })
    },
  }
}

/** The browser's theme colour (index.html's `__THEME_COLOR__`): the ink of the design tokens. */
function themeColor(): Plugin {
  return {
    name: 'theme-color',
    transformIndexHtml(html) {
      return html.replace('__THEME_COLOR__', PALETTE.ink.DEFAULT)
    },
  }
}

/** The icon sprite (src/assets/icons.svg, `npm run icons`) at the start of every page's body. */
function inlineIconSprite(): Plugin {
  const file = fileURLToPath(new URL('./src/assets/icons.svg', import.meta.url))
  return {
    name: 'inline-icon-sprite',
    transformIndexHtml(html) {
      return html.replace('<body>', `<body>\n    ${fs.readFileSync(file, 'utf8').trim()}`)
    },
  }
}

/**
 * A production build says clearly what its config leaves wrong: no EmailJS keys (its forms need
 * the local outbox), or an address that does not name the city the copy names.
 */
function configWarnings(): Plugin {
  return {
    name: 'config-warnings',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return
      const env = loadEnv(config.mode, config.envDir ?? process.cwd(), 'VITE_')
      const keys = [
        'VITE_EMAILJS_SERVICE_ID',
        'VITE_EMAILJS_TEMPLATE_ID',
        'VITE_EMAILJS_PUBLIC_KEY',
      ]
      const missing = keys.filter((k) => !(process.env[k] ?? env[k]))
      if (missing.length > 0) {
        config.logger.warn(
          `\n⚠  No EmailJS keys (${missing.join(', ')}): forms will send to the LOCAL OUTBOX on the site's own origin.\n` +
            '   That works with "npm start" and "npm run dev" only. For a real deployment set the keys (see README, "Switching to real EmailJS").\n',
        )
      }
      // the copy names the city from VITE_CITY: a new address with the old city reads wrong
      const address = process.env.VITE_ADDRESS ?? env.VITE_ADDRESS ?? site.address
      const city = process.env.VITE_CITY ?? env.VITE_CITY ?? site.city
      if (!isCityInAddress(city, address)) {
        config.logger.warn(
          `\n⚠  VITE_CITY "${city}" does not appear in VITE_ADDRESS "${address}": the About and Contacts copy names the city from VITE_CITY.\n`,
        )
      }
    },
  }
}

/** A module of one of these packages (a node_modules folder each). */
const packagesTest = (packages: readonly string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`)

const BOOT_MODULE = fileURLToPath(new URL('./src/app/boot/boot.ts', import.meta.url))
const APP_MODULE = fileURLToPath(new URL('./src/app/boot/main.tsx', import.meta.url))

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null

/** Whether `root` imports `id`, statically, directly or through other modules. */
function importedBy(
  root: string,
  id: string,
  info: ModuleInfoOf,
  seen = new Set<string>(),
): boolean {
  if (id === root) return true
  if (seen.has(id)) return false
  seen.add(id)
  return (info(id)?.importers ?? []).some((importer) => importedBy(root, importer, info, seen))
}

const isScript = (id: string) =>
  !id.startsWith('\0') && !id.includes('/node_modules/') && /\.[mc]?[jt]sx?$/.test(id)

/**
 * The app's frame chunk: the site's own modules the app imports statically (layout, routes,
 * providers, the primitives pages share) and the few small ones several pages' first loads share
 * (`FRAME_SHARED`), in one file rather than a dozen small ones. What the
 * HTML's script (boot.ts) imports stays in that script's own file, so it never waits for the app
 * (groups take only what they name: `includeDependenciesRecursively: false`).
 */
function frameChunk(id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null {
  if (!isScript(id) || id === APP_MODULE) return null
  const info = (m: string) => ctx.getModuleInfo(m)
  if (importedBy(BOOT_MODULE, id, info)) return null
  if (FRAME_SHARED.some((file) => id.endsWith(`/${file}`))) return APP_FRAME_CHUNK
  return importedBy(APP_MODULE, id, info) ? APP_FRAME_CHUNK : null
}

/** The app's chunk (main.tsx) in the client build, named once the bundle is written. */
let appChunkFile: string | undefined

/** Notes the app's chunk before Vite lists each dynamic import's preloads (`appChunkFile`). */
function findAppChunk(): Plugin {
  return {
    name: 'find-app-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        appChunkFile = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === APP_MODULE,
        )?.fileName
        if (!appChunkFile) this.error(`no chunk of ${APP_MODULE}`)
      },
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    themeColor(),
    inlineIconSprite(),
    localOutbox(),
    // the motion lab at /__motion (dev server only: src/lab/README.md)
    motionLab(),
    configWarnings(),
    findAppChunk(),
    // a chunk that fails to load is asked for once more, under another address
    retryImports({ name: RETRY_IMPORT_GLOBAL }),
  ],
  define: buildDefines(),
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    // the supported browsers (src/config/browsers.ts, listed in the README)
    target: BUILD_TARGET,
    // nothing inlined as data: URIs (fonts above all): the CSP allows fonts and images from 'self'
    assetsInlineLimit: 0,
    // the prerender reads it to preload each page's own chunks
    manifest: true,
    cssCodeSplit: false,
    modulePreload: {
      // every supported browser knows modulepreload: no polyfill in the entry
      polyfill: false,
      // every page's HTML preloads the app's chunks (scripts/build/prerender.mjs), so the HTML's
      // script imports the app with no list of its own to preload at run time: the bytes the
      // retry of a failed chunk costs the first load, paid back
      resolveDependencies: (filename, deps) => (filename === appChunkFile ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // the libraries apart from the site's own code (src/config/chunks.ts): a release of the
          // site leaves them cached
          includeDependenciesRecursively: false,
          // in order of priority: the libraries, then the frame
          groups: [
            ...APP_CHUNKS.map(({ name, packages }, index) => ({
              name,
              test: packagesTest(packages),
              priority: APP_CHUNKS.length + 1 - index,
            })),
            { name: frameChunk, debugName: APP_FRAME_CHUNK, priority: 0 },
          ],
        },
      },
    },
  },
})
