import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BAND_LOAD_MARGIN_VIEWPORTS } from '@/config/constants'
import { elementsBetween, watchApproach } from '@/lib/delivery/approach'
import { HYDRATION_REQUEST_EVENT } from '@/lib/hydrationMarks'
import { FakeObserver, stubIntersectionObserver } from '../../support/intersection'

function band() {
  document.body.innerHTML =
    '<template id="start"></template><section id="a"><button>a</button></section>' +
    '<section id="b"><button>b</button></section><template id="end"></template>' +
    '<section id="after"><button>after</button></section>'
  const elements = elementsBetween(
    document.getElementById('start')!,
    document.getElementById('end')!,
  )
  // jsdom lays nothing out: every section counts as shown
  for (const element of document.querySelectorAll('section'))
    element.getClientRects = () => [{}] as unknown as DOMRectList
  return elements
}

beforeEach(() => {
  stubIntersectionObserver()
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('watchApproach: a part of the page asks for its code when the visitor nears it', () => {
  it('names the elements between its two markers, and watches them one viewport ahead', () => {
    const elements = band()
    expect(elements.map((e) => e.id)).toEqual(['a', 'b'])
    const onNear = vi.fn()
    watchApproach(elements, onNear)
    expect(FakeObserver.last!.watched).toEqual(elements)
    expect(FakeObserver.last!.options.rootMargin).toBe(`${BAND_LOAD_MARGIN_VIEWPORTS * 100}% 0px`)
    FakeObserver.last!.report(false)
    expect(onNear).not.toHaveBeenCalled()
    FakeObserver.last!.report(true)
    expect(onNear).toHaveBeenCalledTimes(1)
    expect(FakeObserver.last!.isDisconnected).toBe(true)
  })

  it('loads at once when keyboard focus enters it, and only it', () => {
    const onNear = vi.fn()
    watchApproach(band(), onNear)
    document.querySelector<HTMLButtonElement>('#after button')!.focus()
    expect(onNear).not.toHaveBeenCalled()
    document.querySelector<HTMLButtonElement>('#b button')!.focus()
    expect(onNear).toHaveBeenCalledTimes(1)
  })

  it('loads at once when the capture holds a press inside it (its request event)', () => {
    const onNear = vi.fn()
    watchApproach(band(), onNear)
    const press = () => new CustomEvent(HYDRATION_REQUEST_EVENT, { bubbles: true })
    document.querySelector('#after button')!.dispatchEvent(press())
    expect(onNear).not.toHaveBeenCalled()
    document.querySelector('#a button')!.dispatchEvent(press())
    document.querySelector('#a button')!.dispatchEvent(press())
    expect(onNear).toHaveBeenCalledTimes(1)
  })

  it('loads at once when focus is inside already, or when nothing of it is shown', () => {
    const elements = band()
    document.querySelector<HTMLButtonElement>('#a button')!.focus()
    const onFocused = vi.fn()
    watchApproach(elements, onFocused)
    expect(onFocused).toHaveBeenCalledTimes(1)
    document.querySelector<HTMLButtonElement>('#a button')!.blur()
    for (const element of elements) element.getClientRects = () => [] as unknown as DOMRectList
    const onHidden = vi.fn()
    watchApproach(elements, onHidden)
    expect(onHidden).toHaveBeenCalledTimes(1)
  })

  it('stops watching when told', () => {
    const onNear = vi.fn()
    const stop = watchApproach(band(), onNear)
    stop()
    expect(FakeObserver.last!.isDisconnected).toBe(true)
    document.querySelector<HTMLButtonElement>('#a button')!.focus()
    expect(onNear).not.toHaveBeenCalled()
  })
})
