// Makes sure the pinned netlify-cli is there for the Netlify deploy test
// (tests/deploy/netlify.test.ts): installed with npm into the host tools' cache the first time
// (about 350 MB, 3 to 5 minutes); if npm cannot, it stops and names the command to run.
import { netlifyCli } from '../deploy/netlify.mjs'
import { ensurePinnedTool } from '../deploy/cache.mjs'

ensurePinnedTool(netlifyCli, "Netlify's local server")
