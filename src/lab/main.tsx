// The motion lab's page and its stages (dev server only: scripts/dev/motion-lab.mjs serves them;
// src/lab/README.md). One document for both, told apart by the address.
import { createRoot } from 'react-dom/client'
import { STAGE_PATH } from '@/config/lab'
// imported, not linked: a stylesheet that fails to build (a syntax error in constants.ts, which
// the theme reads) leaves the last one that built in place, so the lab keeps its look
import '@/fonts.css'
import '@/index.css'
import './lab.css'

const root = createRoot(document.getElementById('root')!)

if (window.location.pathname.replace(/\/$/, '') === STAGE_PATH) {
  const part = new URLSearchParams(window.location.search).get('part') ?? ''
  const { Stage } = await import('./Stage')
  root.render(<Stage partId={part} />)
} else {
  const { Lab } = await import('./Lab')
  root.render(<Lab />)
}
