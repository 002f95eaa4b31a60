import type { EmblaCarouselType } from 'embla-carousel'
import Autoplay, { type AutoplayOptionsType, type AutoplayType } from 'embla-carousel-autoplay'

/**
 * embla-carousel-autoplay as the carousel's clock: it keeps the delay, `reset()` after a manual
 * change, `play()`/`stop()` and the pause while the tab is hidden, and announces each tick with
 * its `autoplay:select` event, but leaves the move to the carousel, which listens for that event
 * and makes its own transition (the industries slider dims the card, then swaps it). The plugin
 * is handed Embla's API with its two scroll calls made inert.
 */
export function autoplayClock(options: AutoplayOptionsType): AutoplayType {
  const plugin = Autoplay(options)
  return {
    ...plugin,
    init(api, optionsHandler) {
      const clockOnly: EmblaCarouselType = Object.create(api)
      clockOnly.scrollNext = () => {}
      clockOnly.scrollTo = () => {}
      plugin.init(clockOnly, optionsHandler)
    },
  }
}
