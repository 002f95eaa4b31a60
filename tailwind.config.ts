import type { Config } from 'tailwindcss'
import { DURATIONS, EASE_SOFT, SCREENS } from './src/config/constants.ts'

const px = (n: number) => `${n}px`
const ms = (n: number) => `${n}ms`
const mapValues = <T extends Record<string, number>>(o: T, f: (n: number) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as Record<keyof T, string>

/**
 * The theme reads the spec's breakpoints and timings from src/config/constants.ts:
 * screens `compact` (≥436), `tablet` (≥721), `md` (≥769), `lg` (≥1025), `desktop` (≥1201),
 * and durations `duration-swap` (150), `duration-fade` / `duration-lock` (300),
 * `duration-collapse` (200), `duration-reveal` (900).
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: mapValues(SCREENS, px),
    extend: {
      transitionDuration: mapValues(DURATIONS, ms),
      colors: {
        ink: { DEFAULT: '#0A0F1E', 2: '#0E1528' },
        surface: { DEFAULT: '#121A33', 2: '#18223F', line: '#26314F' },
        paper: { DEFAULT: '#F6F8FC', 2: '#EDF1F8', line: '#DCE3EF' },
        text: {
          DEFAULT: '#0B1220',
          muted: '#4A5568',
          inverse: '#F3F6FB',
          'inverse-muted': '#A9B4C8',
        },
        accent: { DEFAULT: '#FFB020', strong: '#F59E0B', soft: '#FFE3A8', ink: '#8A5300' },
        signal: { DEFAULT: '#22D3EE', strong: '#0891B2', soft: '#CFFAFE', ink: '#0E6F82' },
      },
      fontFamily: {
        sans: ['"Manrope Variable"', '"Manrope Fallback"', 'system-ui', 'sans-serif'],
      },
      borderRadius: { card: '20px', pill: '999px' },
      boxShadow: {
        card: '0 1px 2px rgb(10 15 30 / 0.06), 0 12px 32px -12px rgb(10 15 30 / 0.18)',
        lift: '0 2px 4px rgb(10 15 30 / 0.08), 0 24px 48px -16px rgb(10 15 30 / 0.28)',
        glow: '0 0 0 1px rgb(255 176 32 / 0.4), 0 12px 40px -8px rgb(255 176 32 / 0.45)',
      },
      maxWidth: { container: '1240px' },
      transitionTimingFunction: {
        soft: `cubic-bezier(${EASE_SOFT.join(', ')})`,
      },
    },
  },
} satisfies Config
