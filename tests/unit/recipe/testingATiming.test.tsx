import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PARTNER_FADE_MS, PARTNER_ROTATION_MS, TESTIMONIAL_SWAP_MS } from '@/config/constants'
import { partnerLogos } from '@/content/brandAssets'
import { testimonialsOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { PartnerStrip } from '@/sections/partners/PartnerStrip'
import { TestimonialsSection } from '@/sections/testimonials/TestimonialsSection'
import { advance, crossBoundary, withFakeClock } from '../support/clock'
import { startFakeEmbla } from '../support/fakeEmbla'
import { stubMedia } from '../support/media'
import { setupUser } from '../support/user'

// README "Testing a timing" prints this file as it is (tests/unit/config/readme.test.ts checks).
// 1. Embla measures a layout jsdom does not have: the mocked module hands out the one fake, which
//    selects at once; `startFakeEmbla(n)` makes it, with n snaps (one per slide).
vi.mock('embla-carousel-react', () => import('../support/fakeEmbla').then((m) => m.fakeEmblaReact))
// 2. Vitest's fake clock for every test here. Move it with `advance` or `crossBoundary` (both run
//    inside React's `act`), never a raw `vi.advanceTimersByTime`: the DOM would be stale, unwarned.
withFakeClock()
// 3. The numbers come from src/config/constants.ts, so a wrong value there moves this test with
//    it: the spec's values are pinned once, in tests/unit/config/constants.test.ts.

const items = testimonialsOf(homeContent)
const partners = { label: 'Trusted by', pause: 'Pause the logos', logos: partnerLogos }

describe('a timing: 1 ms before its boundary, and at it', () => {
  it('a chosen client swaps in exactly TESTIMONIAL_SWAP_MS', async () => {
    stubMedia({ width: 1280 }) // jsdom has no matchMedia: the width (and reduced motion) stubbed
    const embla = startFakeEmbla(items.length)
    render(<TestimonialsSection content={{ ...homeContent.testimonials, items }} />)
    // a click through user-event on the fake clock (support/user.ts; its own setup hangs here)
    await setupUser().click(screen.getAllByRole('button', { name: new RegExp(items[2]!.name) })[0]!)
    crossBoundary(TESTIMONIAL_SWAP_MS, {
      before: () => expect(embla.scrollTo).not.toHaveBeenCalled(),
      at: () => expect(embla.scrollTo).toHaveBeenCalledExactlyOnceWith(2, true),
    })
  })

  it('the partner strip: its fade flag at 5,000 ms, the next set at 5,300', () => {
    stubMedia({ width: 1280 })
    render(<PartnerStrip content={partners} />)
    const strip = screen.getByRole('list', { name: partners.label })
    crossBoundary(PARTNER_ROTATION_MS, {
      before: () => expect(strip).not.toHaveAttribute('data-fading'),
      at: () => expect(strip).toHaveAttribute('data-fading'),
    })
    crossBoundary(PARTNER_FADE_MS, {
      before: () => expect(strip).toHaveAttribute('data-set', '0'),
      at: () => expect(strip).toHaveAttribute('data-set', '1'),
    })
  })

  it('under reduced motion the strip shows every logo and never rotates', () => {
    stubMedia({ width: 1280, isReduced: true })
    render(<PartnerStrip content={partners} />)
    const strip = screen.getByRole('list', { name: partners.label })
    advance(PARTNER_ROTATION_MS * 2)
    expect(strip).toHaveAttribute('data-set', 'all')
    expect(strip).not.toHaveAttribute('data-fading')
  })
})
