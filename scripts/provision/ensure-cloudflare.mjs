// Makes sure the pinned wrangler is there for the Cloudflare Pages deploy test
// (tests/deploy/cloudflare.test.ts): installed with npm into the host tools' cache the first time
// (about 30 s); if npm cannot, it stops and names the command to run.
import { wrangler } from '../deploy/cloudflare.mjs'
import { ensurePinnedTool } from '../deploy/cache.mjs'

ensurePinnedTool(wrangler, "Cloudflare Pages' local server")
