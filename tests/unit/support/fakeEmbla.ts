import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel'
import { vi } from 'vitest'

type Listener = (api: EmblaCarouselType, event: string) => void

export interface FakeEmbla {
  api: EmblaCarouselType
  /** the options and plugins the component handed to `useEmblaCarousel` */
  options: EmblaOptionsType | undefined
  plugins: EmblaPluginType[]
  scrollTo: ReturnType<typeof vi.fn>
  scrollNext: ReturnType<typeof vi.fn>
  scrollPrev: ReturnType<typeof vi.fn>
}

/**
 * Embla's API as far as the site's carousels use it, for jsdom (which has no layout to scroll):
 * `snapCount` snaps, `loop` as the options say; moves select at once and emit `select`.
 */
export function createFakeEmbla(snapCount: number): FakeEmbla {
  let selected = 0
  const listeners = new Map<string, Set<Listener>>()
  const fake = { options: undefined, plugins: [] } as unknown as FakeEmbla
  const isLoop = () => Boolean(fake.options?.loop)
  const select = (index: number) => {
    selected = index
    api.emit('select')
  }
  const container = document.createElement('div')
  const api = {
    canScrollNext: () => isLoop() || selected < snapCount - 1,
    canScrollPrev: () => isLoop() || selected > 0,
    containerNode: () => container,
    rootNode: () => container,
    selectedScrollSnap: () => selected,
    previousScrollSnap: () => selected,
    scrollSnapList: () => Array.from({ length: snapCount }, (_, i) => -i),
    scrollProgress: () => 0,
    slideNodes: () => [],
    slidesInView: () => [],
    slidesNotInView: () => [],
    destroy: () => {},
    reInit: () => {},
    plugins: () =>
      Object.fromEntries(fake.plugins.map((plugin) => [plugin.name, plugin])) as ReturnType<
        EmblaCarouselType['plugins']
      >,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return api
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return api
    },
    emit(event: string) {
      listeners.get(event)?.forEach((listener) => listener(api as EmblaCarouselType, event))
      return api
    },
  } as unknown as EmblaCarouselType
  fake.api = api
  fake.scrollTo = vi.fn((index: number) => select(index))
  fake.scrollNext = vi.fn(() =>
    select(isLoop() ? (selected + 1) % snapCount : Math.min(selected + 1, snapCount - 1)),
  )
  fake.scrollPrev = vi.fn(() =>
    select(isLoop() ? (selected - 1 + snapCount) % snapCount : Math.max(selected - 1, 0)),
  )
  Object.assign(api, {
    scrollTo: fake.scrollTo,
    scrollNext: fake.scrollNext,
    scrollPrev: fake.scrollPrev,
  })
  return fake
}

/**
 * `useEmblaCarousel` over a fake: it records the options and plugins it is handed (the site's
 * carousels use none) and returns the fake API.
 */
export function fakeUseEmblaCarousel(fake: FakeEmbla) {
  return (options?: EmblaOptionsType, plugins: EmblaPluginType[] = []) => {
    fake.options = options
    fake.plugins = plugins
    return [() => {}, fake.api] as const
  }
}

let current: { fake: FakeEmbla; useCarousel: ReturnType<typeof fakeUseEmblaCarousel> } | undefined

/**
 * A fresh fake Embla with `snapCount` snaps for the next carousel the test renders (the mock
 * below hands it out), returned for the test to look at and drive.
 */
export function startFakeEmbla(snapCount: number): FakeEmbla {
  const fake = createFakeEmbla(snapCount)
  current = { fake, useCarousel: fakeUseEmblaCarousel(fake) }
  return fake
}

/**
 * The module `embla-carousel-react` becomes in a test file that says
 * `vi.mock('embla-carousel-react', () => import('../support/fakeEmbla').then((m) => m.fakeEmblaReact))`:
 * its hook hands out the fake of the latest `startFakeEmbla`.
 */
export const fakeEmblaReact = {
  default: (options?: EmblaOptionsType, plugins?: EmblaPluginType[]) => {
    if (!current) throw new Error('call startFakeEmbla(snapCount) before rendering a carousel')
    return current.useCarousel(options, plugins)
  },
}
