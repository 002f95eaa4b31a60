// framer-motion's `animate`, in a chunk of its own: the partner strip on the first screen loads it
// when its first fade is due, so framer-motion is never on the first screen's path.
import { animate } from 'framer-motion'

export { animate }
export type Animate = typeof animate
