import '@/fonts.css'
import '@/index.css'
import { captureEarlyInput } from '@/app/boot/capture'

// The one script the prerendered HTML loads: the style sheets, the early-input capture (from the
// first paint on, a press that comes before the app is held, then replayed), and the app itself.
// The HTML lists every chunk the page hydrates with as a modulepreload, so this import finds them
// downloading (or downloaded) beside the page; nothing here waits for anything else.
captureEarlyInput()
void import('@/app/boot/main')
