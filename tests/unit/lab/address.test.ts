import { describe, expect, it } from 'vitest'
import { searchOf, stageSearchOf, stateOf } from '@/lab/address'

// the motion lab's state in its address (src/lab/README.md "How it works"): what a link shares
// and a reload keeps, read back the same; what is not a value of the lab is left out

describe('the motion lab’s address', () => {
  it('reads back what it wrote: overrides, an easing, speeds, widths and the switch', () => {
    const search =
      '?PARTNER_ROTATION_MS=2000&EASE_SOFT=0.5,0,0.5,1&speed.partners=0.25&width.projects=phone&reduced'
    const state = stateOf(search)
    expect(state).toEqual({
      overrides: { PARTNER_ROTATION_MS: 2000, EASE_SOFT: [0.5, 0, 0.5, 1] },
      speeds: { partners: 0.25 },
      widths: { projects: 'phone' },
      isReduced: true,
    })
    expect(searchOf(state)).toBe(search)
  })

  it('leaves out what it cannot read: a name of no token, a value out of bounds, a speed or width of none', () => {
    expect(
      stateOf(
        '?NOT_A_TOKEN=3&PARTNER_ROTATION_MS=70000&PARTNER_FADE_MS=-5&TESTIMONIAL_SWAP_MS=&EASE_SOFT=2,0,0.5,1&speed.partners=0.3&width.partners=tablet',
      ),
    ).toEqual({ overrides: {}, speeds: {}, widths: {}, isReduced: false })
  })

  it('gives a stage its part, then the lab’s state', () => {
    expect(stageSearchOf('team', stateOf('?TEAM_SLIDE_LOCK_MS=500'))).toBe(
      '?part=team&TEAM_SLIDE_LOCK_MS=500',
    )
    expect(stageSearchOf('team', stateOf(''))).toBe('?part=team')
  })
})
