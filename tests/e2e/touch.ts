import type { Locator, Page } from '@playwright/test'
import { nextFrame } from './support'

/**
 * A real touch swipe over an element, through the DevTools protocol (page.touchscreen only taps):
 * one move a frame of the browser's, as a finger's moves come (a paused page clock holds none).
 */
export async function swipe(page: Page, target: Locator, dx: number, dy = 0) {
  const box = await target.boundingBox()
  if (!box) throw new Error('swipe target is not visible')
  const x = box.x + box.width / 2
  const y = box.y + Math.min(box.height / 2, 150)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  const steps = 8
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }],
    })
    await nextFrame(page)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}
