import type { Config } from 'tailwindcss'
import plugin from 'tailwindcss/plugin'
import * as constants from './src/config/constants.ts'
import { EASE_SOFT, SCREENS } from './src/config/constants.ts'
import {
  CSS_DURATIONS,
  cubicBezier,
  durationVar,
  EASE_SOFT_VAR,
  type CssDurationName,
} from './src/config/motionDurations.ts'
import {
  CONTAINER_WIDTH,
  GLOWS,
  PALETTE,
  PRINT_PAGE_MARGIN,
  PRINT_ROOT_FONT_SIZE,
  RADIUS,
  SHADOWS,
  TYPE_SCALE,
  type ScreenName,
  type TypeRole,
} from './src/config/tokens.ts'

const px = (n: number) => `${n}px`
const ms = (n: number) => `${n}ms`
const mapValues = <T extends Record<string, number>>(o: T, f: (n: number) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)])) as Record<keyof T, string>

/** The motion durations (src/config/motionDurations.ts), in ms, by their CSS name. */
const MOTION_DURATIONS = Object.fromEntries(
  Object.entries(CSS_DURATIONS).map(([name, constant]) => [name, constants[constant]]),
) as Record<CssDurationName, number>

/**
 * Each duration is a custom property on the root (`--duration-hover: 300ms`), which the
 * `duration-*` utilities and index.css's `theme(transitionDuration.*)` read; so is the house
 * easing (`--ease-soft`, read by `ease-soft`).
 */
const motionDurations = plugin(({ addBase }) => {
  addBase({
    ':root': {
      ...Object.fromEntries(
        Object.entries(MOTION_DURATIONS).map(([name, value]) => [
          durationVar(name as CssDurationName),
          ms(value),
        ]),
      ),
      [EASE_SOFT_VAR]: cubicBezier(EASE_SOFT),
    },
  })
})

const TYPE_ROLES: [string, TypeRole][] = Object.entries(TYPE_SCALE)
const isRamp = (role: TypeRole) => role.steps !== undefined
/** A ramped role's size and line height are custom properties that change at its screens. */
const typeVar = (name: string, part: 'size' | 'leading') => `--type-${name}-${part}`

/**
 * The type scale (src/config/tokens.ts `TYPE_SCALE`) as `text-<role>`: font size, line height,
 * letter spacing and weight. A role with steps reads custom properties, which the base layer
 * below sets on a phone and changes from each step's screen up (the theme's screens).
 */
const FONT_SIZES = Object.fromEntries(
  TYPE_ROLES.map(([name, role]) => [
    name,
    [
      isRamp(role) ? `var(${typeVar(name, 'size')})` : role.size,
      {
        ...(role.leading && {
          lineHeight: isRamp(role) ? `var(${typeVar(name, 'leading')})` : role.leading,
        }),
        ...(role.tracking && { letterSpacing: role.tracking }),
        ...(role.weight && { fontWeight: String(role.weight) }),
      },
    ],
  ]),
)
const typeSteps = plugin(({ addBase }) => {
  const phone: Record<string, string> = {}
  for (const [name, role] of TYPE_ROLES.filter(([, role]) => isRamp(role))) {
    phone[typeVar(name, 'size')] = role.size
    if (role.leading) phone[typeVar(name, 'leading')] = role.leading
  }
  addBase({ ':root': phone })
  for (const screen of Object.keys(SCREENS) as ScreenName[]) {
    const vars: Record<string, string> = {}
    for (const [name, role] of TYPE_ROLES) {
      const step = role.steps?.[screen]
      if (!step) continue
      vars[typeVar(name, 'size')] = step.size
      if (step.leading) vars[typeVar(name, 'leading')] = step.leading
    }
    if (Object.keys(vars).length > 0)
      addBase({ [`@media (width >= ${px(SCREENS[screen])})`]: { ':root': vars } })
  }
})

/**
 * The theme reads the spec's breakpoints and the motion durations from src/config/constants.ts:
 * screens `compact` (≥436), `tablet` (≥721), `md` (≥769), `lg` (≥1025), `desktop` (≥1201), and
 * the durations above. Colours, radii, shadows, the glows and the type scale come from the design
 * tokens (src/config/tokens.json, tokens.ts); the type scale and the radii are the theme's only ones.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    screens: mapValues(SCREENS, px),
    // the type scale and the radii replace Tailwind's own (no `text-3xl`, no `rounded-xl`): a text
    // or a corner takes the role it plays (house/type-scale flags the defaults)
    fontSize: { ...FONT_SIZES, 'print-root': PRINT_ROOT_FONT_SIZE },
    borderRadius: RADIUS,
    extend: {
      transitionDuration: Object.fromEntries(
        Object.keys(CSS_DURATIONS).map((name) => [
          name,
          `var(${durationVar(name as CssDurationName)})`,
        ]),
      ),
      // the palette: src/config/tokens.json, the one place colours are written
      colors: PALETTE,
      fontFamily: {
        sans: ['"Manrope Variable"', '"Manrope Fallback"', 'system-ui', 'sans-serif'],
      },
      boxShadow: SHADOWS,
      backgroundImage: Object.fromEntries(
        Object.entries(GLOWS).map(([name, image]) => [`glow-${name}`, image]),
      ),
      maxWidth: { container: CONTAINER_WIDTH },
      // the printed page's margin (`@page` in src/index.css)
      spacing: { 'print-page': PRINT_PAGE_MARGIN },
      transitionTimingFunction: {
        soft: `var(${EASE_SOFT_VAR})`,
      },
    },
  },
  plugins: [motionDurations, typeSteps],
} satisfies Config
