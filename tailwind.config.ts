import type { Config } from 'tailwindcss'
import {
  EASE_SOFT,
  HOVER_TRANSITION_MS,
  IMAGE_ZOOM_MS,
  PAGE_TRANSITION_MS,
  PROJECT_REVEAL_MS,
  SCREENS,
  STATE_TRANSITION_MS,
} from './src/config/constants.ts'
import { CONTAINER_WIDTH, GLOWS, PALETTE, RADIUS, SHADOWS } from './src/config/tokens.ts'

const px = (n: number) => `${n}px`
const ms = (n: number) => `${n}ms`
const mapValues = <T extends Record<string, number>>(o: T, f: (n: number) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as Record<keyof T, string>

/**
 * The motion durations, `duration-<name>`, each meaning one thing (the README's Motion table says
 * what each changes on screen): the site's own named for their role, a spec timing after its
 * constant (`PROJECT_REVEAL_MS` → `project-reveal`). The numbers are src/config/constants.ts's, which
 * the code's timers and framer-motion read too.
 */
const MOTION_DURATIONS = {
  hover: HOVER_TRANSITION_MS,
  state: STATE_TRANSITION_MS,
  zoom: IMAGE_ZOOM_MS,
  page: PAGE_TRANSITION_MS,
  'project-reveal': PROJECT_REVEAL_MS,
}

/**
 * The theme reads the spec's breakpoints and the motion durations from src/config/constants.ts:
 * screens `compact` (≥436), `tablet` (≥721), `md` (≥769), `lg` (≥1025), `desktop` (≥1201), and
 * the durations above. Colours, radii, shadows and the glows come from the design tokens
 * (src/config/tokens.json, tokens.ts).
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: mapValues(SCREENS, px),
    extend: {
      transitionDuration: mapValues(MOTION_DURATIONS, ms),
      // the palette: src/config/tokens.json, the one place colours are written
      colors: PALETTE,
      fontFamily: {
        sans: ['"Manrope Variable"', '"Manrope Fallback"', 'system-ui', 'sans-serif'],
      },
      borderRadius: RADIUS,
      boxShadow: SHADOWS,
      backgroundImage: Object.fromEntries(
        Object.entries(GLOWS).map(([name, image]) => [`glow-${name}`, image]),
      ),
      maxWidth: { container: CONTAINER_WIDTH },
      transitionTimingFunction: {
        soft: `cubic-bezier(${EASE_SOFT.join(', ')})`,
      },
    },
  },
} satisfies Config
