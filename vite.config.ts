import fs from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { createOutboxHandler } from './scripts/outbox.mjs'
import { BUILD_TARGET } from './src/config/browsers.ts'
import { APP_CHUNKS, APP_ENTRY_CHUNK } from './src/config/chunks.ts'
import { BOOT_AFTER_LOAD_MAX_MS, REPLAY_POLL_MS } from './src/config/constants.ts'
import { isCityInAddress, site } from './src/config/site.ts'
import { PALETTE } from './src/config/tokens.ts'

/** `npm run dev` serves the local outbox too (the same handler `npm start` mounts). */
function localOutbox(): Plugin {
  return {
    name: 'local-outbox',
    configureServer(server) {
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

/**
 * React Router's production build for `vite build`. Its export map names only its development
 * build, whose dev-only checks and warnings (`ENABLE_DEV_WARNINGS = true`) would otherwise ship to
 * visitors and run in their browsers; the production build is the same code with them off. The
 * dev server and the tests keep the warnings. `npm run size` checks the built app has none.
 */
const reactRouterProduction = (command: 'build' | 'serve') =>
  command === 'build'
    ? [
        ['react-router', 'index.mjs'],
        ['react-router/dom', 'dom-export.mjs'],
      ].map(([name, file]) => ({
        find: new RegExp(`^${name}$`),
        replacement: fileURLToPath(
          new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
        ),
      }))
    : []

const FRAME_MODULE = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url))

/** The app's entry and what it shares with the chunks it loads (kept in it: it imports none). */
const isEntryModule = (id: string) =>
  id === '\0vite/preload-helper.js' || /app\/main\.tsx$|nextTask\.ts$/.test(id)

/** The app's own modules, less boot.ts, the app entry and what they import (constants, nextTask). */
const isSource = (id: string) =>
  /\.[mc]?[jt]sx?$/.test(id) &&
  !id.startsWith('\0') &&
  !id.includes('/node_modules/') &&
  !isEntryModule(id) &&
  !/boot\.ts$|constants\.ts$/.test(id)

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null

/** A module of one of these packages (a node_modules folder each). */
const packagesTest = (packages: readonly string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`)

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

export default defineConfig(({ command }) => ({
  plugins: [react(), themeColor(), inlineIconSprite(), localOutbox(), configWarnings()],
  // boot.ts imports nothing (an import would load the app chunk with it): its one number is
  // written into it from the constants module at build time
  define: {
    __BOOT_AFTER_LOAD_MAX_MS__: JSON.stringify(BOOT_AFTER_LOAD_MAX_MS),
    __REPLAY_POLL_MS__: JSON.stringify(REPLAY_POLL_MS),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...reactRouterProduction(command),
    ],
  },
  build: {
    // the supported browsers (src/config/browsers.ts, listed in the README)
    target: BUILD_TARGET,
    // nothing inlined as data: URIs (fonts above all): the CSP allows fonts and images from 'self'
    assetsInlineLimit: 0,
    // the prerender reads it to preload each page's own chunks
    manifest: true,
    cssCodeSplit: true,
    // every supported browser knows modulepreload: no polyfill in the entry
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // index.html loads only boot.ts; the app is an entry of its own, fetched after first paint
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        app: fileURLToPath(new URL('./src/app/main.tsx', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // the app's code in four chunks, each evaluated in a task of its own (src/app/main.tsx):
          // its entry, React, the router and the frame. boot.ts and what it shares with the app
          // (constants, Vite's preload helper) stay apart
          groups: [
            {
              // what the entry shares with the chunks it loads stays in it, so that it imports none
              name: APP_ENTRY_CHUNK,
              priority: APP_CHUNKS.length + 1,
              test: isEntryModule,
            },
            // one group per chunk of src/config/chunks.ts, the first the most specific
            ...APP_CHUNKS.map(({ name, packages }, index) => {
              const priority = APP_CHUNKS.length - index
              if (packages.length > 0) return { name, priority, test: packagesTest(packages) }
              // the frame: what src/app/start.tsx imports statically (layout, routes, providers)
              return {
                name: (id: string, ctx: { getModuleInfo: ModuleInfoOf }) =>
                  isSource(id) && importedBy(FRAME_MODULE, id, (m) => ctx.getModuleInfo(m))
                    ? name
                    : null,
                debugName: name,
                priority,
              }
            }),
          ],
        },
      },
    },
  },
}))
