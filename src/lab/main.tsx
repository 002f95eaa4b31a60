// The motion lab's page and its stages (dev server only: scripts/dev/motion-lab.mjs serves them;
// src/lab/README.md). One module for both: the page makes the store, a stage reads its parent's.
import { createRoot } from 'react-dom/client'
import { liveConstants } from './constants'
import { LAB_PATH, STAGE_PATH } from './paths'
import { createLabStore } from './store'

const root = createRoot(document.getElementById('root')!)

if (window.location.pathname.replace(/\/$/, '') === STAGE_PATH) {
  const part = new URLSearchParams(window.location.search).get('part') ?? ''
  if (!window.parent.__motionLab) {
    // a stage opened on its own: it draws what the lab's page tells it, so send the visitor there
    window.location.replace(`${LAB_PATH}#${part}`)
  } else {
    const { startStage } = await import('./Stage')
    const StageRoot = startStage(part)
    root.render(<StageRoot />)
  }
} else {
  const lab = createLabStore()
  window.__motionLab = lab
  // an edit of src/config/constants.ts: the page shows the file's new values
  liveConstants().changed = () => lab.set((state) => ({ ...state, edits: state.edits + 1 }))
  const { Lab } = await import('./Lab')
  root.render(<Lab lab={lab} />)
}
