import type { Config } from 'tailwindcss'
import { DURATIONS, EASE_SOFT, SCREENS } from './src/config/constants.ts'
import { CONTAINER_WIDTH, GLOWS, PALETTE, RADIUS, SHADOWS } from './src/config/tokens.ts'

const px = (n: number) => `${n}px`
const ms = (n: number) => `${n}ms`
const mapValues = <T extends Record<string, number>>(o: T, f: (n: number) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as Record<keyof T, string>

/**
 * The theme reads the spec's breakpoints and timings from src/config/constants.ts:
 * screens `compact` (≥436), `tablet` (≥721), `md` (≥769), `lg` (≥1025), `desktop` (≥1201),
 * and durations `duration-swap` (150), `duration-fade` / `duration-lock` (300),
 * `duration-collapse` (200), `duration-reveal` (900). Colours, radii, shadows and the glows come
 * from the design tokens (src/config/tokens.json, tokens.ts).
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: mapValues(SCREENS, px),
    extend: {
      transitionDuration: mapValues(DURATIONS, ms),
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
