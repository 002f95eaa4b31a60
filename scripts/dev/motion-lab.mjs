// The motion lab's side of the dev server (README "Tuning motion", src/lab/README.md). `npm run
// dev` only: the plugin applies to the dev server (`apply: 'serve'`), so a build holds nothing of
// it, and nothing in src/ outside src/lab/ imports the lab (the import tiers of eslint.config.js; npm run check:lab).
import { LAB_DOCUMENT, LAB_PATH, STAGE_PATH } from '../../src/config/lab.ts'

/**
 * The lab's page and its stages on the dev server: their addresses are answered with the lab's
 * document, which Vite serves as it serves any page (its modules, their hot updates). The site's
 * modules are served as they are: the lab sets a part's motion through the motion settings
 * (src/motion/timings.ts), as the site reads it.
 */
export function motionLab() {
  return {
    name: 'motion-lab',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '').split('?')
        const at = path.replace(/\/$/, '')
        if (at === LAB_PATH || at === STAGE_PATH)
          req.url = `${LAB_DOCUMENT}${query === undefined ? '' : `?${query}`}`
        next()
      })
    },
  }
}
