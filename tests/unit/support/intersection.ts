import { vi } from 'vitest'

/** A stand-in IntersectionObserver (jsdom has none) the test drives: it says when a watched element comes near. */
export class FakeObserver {
  static last: FakeObserver | null = null
  watched: Element[] = []
  isDisconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.watched.push(element)
  }
  unobserve(element: Element) {
    this.watched = this.watched.filter((watched) => watched !== element)
  }
  disconnect() {
    this.isDisconnected = true
  }
  report(isIntersecting: boolean) {
    this.callback(
      [...this.watched].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    )
  }
}

/** Puts the fake in the window's place (undo with `vi.unstubAllGlobals()`). */
export function stubIntersectionObserver() {
  FakeObserver.last = null
  vi.stubGlobal('IntersectionObserver', FakeObserver)
}
