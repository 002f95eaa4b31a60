// Makes sure the pinned wrangler is there for the Cloudflare Pages deploy test
// (tests/deploy/cloudflare.test.ts): installed with npm into its cache folder the first time
// (about 30 s); if npm cannot, it stops and names the command to run.
import {
  findWrangler,
  installWrangler,
  WRANGLER_VERSION,
  wranglerInstallCommand,
} from '../deploy/cloudflare.mjs'

if (!findWrangler()) {
  console.log(`No wrangler ${WRANGLER_VERSION} in the cache: installing it with npm…`)
  try {
    installWrangler()
  } catch (error) {
    console.error(
      `\n${error.message}. Install it, then run npm test again:\n  ${wranglerInstallCommand()}\n`,
    )
    process.exit(1)
  }
}
console.log(`wrangler ${WRANGLER_VERSION}: ${findWrangler()}`)
