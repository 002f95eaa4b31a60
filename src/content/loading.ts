import type { Locale } from '@/content/types'
import { loading as en } from '@/content/loading/en'
import { loading as lv } from '@/content/loading/lv'
import { loading as ru } from '@/content/loading/ru'

/**
 * What the visitor is told when part of the page has not loaded (layout/LoadFailed; the held
 * press's alert, app/boot/capture.ts). A page reads its own language's through the frame's copy
 * (content/frame/<code>.ts) and its root's `data-held-input` (the prerender writes it), so the
 * other languages' never load with it.
 */
export interface LoadingContent {
  /** a press made before the app was ready, not taken within HELD_INPUT_MAX_MS (an alert) */
  heldInputExpired: string
  /** a part of the page whose code failed to load, twice */
  loadFailed: string
  /** the button that reloads the page */
  reload: string
  /** the notice's close button */
  dismiss: string
}

/** Every language's, for tests and the prerender: the site never imports this record. */
export const loadingContent = { en, lv, ru } satisfies Record<Locale, LoadingContent>
