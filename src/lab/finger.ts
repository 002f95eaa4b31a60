/**
 * A phone's stage in a desktop browser: the site's swipes listen for touches (hooks/useSwipe.ts),
 * which a mouse never makes. From now on, a drag with the mouse's main button in this document
 * also sends the touches a finger on the same path would (standard `Touch`/`TouchEvent`
 * constructors; where the browser has none, nothing changes). A click stays a click; a picture or
 * a link is not dragged and no text is selected, as under a finger. Returns the stop.
 */
export function mouseAsFinger(): () => void {
  if (typeof Touch !== 'function' || typeof TouchEvent !== 'function') return () => {}
  let target: Element | null = null
  const send = (
    type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel',
    event: PointerEvent,
  ) => {
    if (!target) return
    const touch = new Touch({
      identifier: 1,
      target,
      clientX: event.clientX,
      clientY: event.clientY,
      pageX: event.pageX,
      pageY: event.pageY,
      screenX: event.screenX,
      screenY: event.screenY,
    })
    const touches = type === 'touchend' || type === 'touchcancel' ? [] : [touch]
    target.dispatchEvent(
      new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        touches,
        targetTouches: touches,
        changedTouches: [touch],
      }),
    )
  }
  const down = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return
    target = event.target instanceof Element ? event.target : null
    send('touchstart', event)
  }
  const move = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') send('touchmove', event)
  }
  const up = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    send('touchend', event)
    target = null
  }
  const cancel = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    send('touchcancel', event)
    target = null
  }
  // a finger neither drags a picture nor selects text
  const hold = (event: Event) => {
    if (target) event.preventDefault()
  }
  const listeners = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', cancel],
    ['dragstart', hold],
    ['selectstart', hold],
  ] as const
  for (const [type, listener] of listeners)
    document.addEventListener(type, listener as EventListener, true)
  return () => {
    for (const [type, listener] of listeners)
      document.removeEventListener(type, listener as EventListener, true)
  }
}
