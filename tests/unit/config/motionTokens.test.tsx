import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as C from '@/config/constants'
import { partnerLogos } from '@/content/brandAssets'
import { projectCardTransitions } from '@/motion/projectCard'
import { MOTION_TIMINGS } from '@/motion/timings'
import { toSeconds } from '@/motion/transitions'
import { PartnerStrip } from '@/sections/partners/PartnerStrip'
import tailwindConfig from '../../../tailwind.config.ts'
import { advance, crossBoundary, withFakeClock } from '../support/clock'
import { stubMedia } from '../support/media'
import { renderProjects } from '../support/projects'
import { siteCss } from '../support/siteCss'

// README "Motion tokens": a designer tunes a motion token in one place and both the CSS and the JavaScript
// follow. Every motion token is given a value the site never uses; the site's stylesheet is
// compiled with the Tailwind config that read them, and the sections run their timers on Vitest's
// fake clock. A class or a timer that wrote the old number itself fails here.
const TUNED = vi.hoisted(() => ({
  HOVER_TRANSITION_MS: 240,
  STATE_TRANSITION_MS: 360,
  IMAGE_ZOOM_MS: 1100,
  PAGE_TRANSITION_MS: 180,
  PARTNER_FADE_MS: 420,
  PROJECT_REVEAL_MS: 1300,
}))
vi.mock('@/config/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof C>()),
  ...TUNED,
}))

/**
 * A value of the compiled CSS with its custom properties read: `var(--duration-hover)` is the
 * value the stylesheet gives `--duration-hover` (on the root, tailwind.config.ts).
 */
const resolved = (css: string, value: string | undefined) =>
  value?.replace(/var\((--[\w-]+)\)/g, (_, name: string) =>
    (new RegExp(`${name}\\s*:\\s*([^;}]+)[;}]`).exec(css)?.[1] ?? `unset ${name}`).trim(),
  )

/** The `transition-duration` the compiled CSS gives the class `name`. */
const durationOf = (css: string, name: string) =>
  resolved(
    css,
    new RegExp(`\\.${name}\\s*\\{[^}]*?transition-duration:\\s*([^;]+);`).exec(css)?.[1],
  )

withFakeClock()
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a tuned motion token: the CSS and the timers follow it', () => {
  let css = ''
  beforeAll(async () => {
    css = await siteCss(
      [
        'duration-hover',
        'duration-state',
        'duration-zoom',
        'duration-page',
        'duration-project-reveal',
      ],
      tailwindConfig,
    )
  })

  it('the mock is in place (every tuned number differs from the real one)', async () => {
    const real = await vi.importActual<typeof C>('@/config/constants')
    for (const [name, value] of Object.entries(TUNED)) {
      expect(C[name as keyof typeof TUNED], name).toBe(value)
      expect(real[name as keyof typeof TUNED], name).not.toBe(value)
    }
  })

  it('the stylesheet has each duration class at its tuned value', () => {
    expect(durationOf(css, 'duration-hover')).toBe(`${TUNED.HOVER_TRANSITION_MS}ms`)
    expect(durationOf(css, 'duration-state')).toBe(`${TUNED.STATE_TRANSITION_MS}ms`)
    expect(durationOf(css, 'duration-zoom')).toBe(`${TUNED.IMAGE_ZOOM_MS}ms`)
    expect(durationOf(css, 'duration-page')).toBe(`${TUNED.PAGE_TRANSITION_MS}ms`)
    expect(durationOf(css, 'duration-project-reveal')).toBe(`${TUNED.PROJECT_REVEAL_MS}ms`)
  })

  it('a page reached inside the site enters in the tuned time', () => {
    const enter = '[data-pages-enter] > *'
    const rule = css.slice(css.indexOf(enter), css.indexOf('}', css.indexOf(enter)))
    expect(resolved(css, rule)).toContain('page-enter')
    expect(resolved(css, rule)).toContain(`${TUNED.PAGE_TRANSITION_MS}ms`)
  })

  it('partner strip: the set switches at the tuned fade, which the strip is drawn with', () => {
    stubMedia({ width: 1280 })
    render(<PartnerStrip content={{ label: 'Partners', pause: 'Pause', logos: partnerLogos }} />)
    const strip = screen.getByRole('list', { name: 'Partners' })
    advance(C.PARTNER_ROTATION_MS)
    expect(strip).toHaveAttribute('data-fading')
    crossBoundary(TUNED.PARTNER_FADE_MS, {
      before: () => expect(strip).toHaveAttribute('data-set', '0'),
      at: () => expect(strip).toHaveAttribute('data-set', '1'),
    })
  })

  it('project card: the content shows at the tuned reveal, which its picture and growth are drawn over', () => {
    stubMedia({ width: 390 })
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true })
    const { card, toggle, content } = renderProjects()
    const picture = card.querySelector('img')!
    expect(picture.parentElement).toHaveClass('duration-project-reveal')
    expect(picture).toHaveClass('duration-zoom')
    expect(card).toHaveClass('duration-hover')
    expect(toggle.querySelector('svg')).toHaveClass('duration-state')
    expect(projectCardTransitions(MOTION_TIMINGS).grow.duration).toBe(
      toSeconds(TUNED.PROJECT_REVEAL_MS),
    )

    fireEvent.click(toggle)
    crossBoundary(TUNED.PROJECT_REVEAL_MS, {
      before: () => expect(content).not.toBeVisible(),
      at: () => expect(content).toBeVisible(),
    })
  })
})
