import { captureEarlyInput } from '@/app/boot/capture'
import { installRetryImport } from '@/app/boot/retryImport'
import { renderBandsUpTo } from '@/lib/scrollToSection'

// The one script the prerendered HTML loads: the early-input capture (from the first paint on, a
// press that comes before the app is held, then replayed), and the app itself. The style is not
// imported here: it is the HTML's own (index.html links it; the prerender puts it in the page),
// so no module ever asks for it or waits on it.
// The HTML lists every chunk the page hydrates with as a modulepreload, so this import finds them
// downloading (or downloaded) beside the page; nothing here waits for anything else.
// First of all, the function the build's dynamic imports call (this file's own among them): a
// chunk that fails is asked for once more under another address (retryImport.ts).
installRetryImport()
captureEarlyInput()

// A link to a band (/#contact): the bands above it take their real height now, before the
// browser scrolls to it (at the load event), so none grows under the visitor afterwards
// (`content-visibility` lays out skipped bands with a stand-in height).
const target = window.location.hash && document.getElementById(window.location.hash.slice(1))
if (target) renderBandsUpTo(target)

void import('@/app/boot/main')
