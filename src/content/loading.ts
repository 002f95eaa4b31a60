import type { Locale } from '@/content/types'

/** What the visitor is told when part of the page has not loaded (src/app/boot, layout/LoadFailed). */
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

export const loadingContent = {
  en: {
    heldInputExpired:
      'Still loading: nothing was sent, and what you typed is kept. Try again in a moment.',
    loadFailed: 'This part of the page could not load.',
    reload: 'Reload the page',
    dismiss: 'Close',
  },
  lv: {
    heldInputExpired:
      'Lapa vēl ielādējas: nekas netika nosūtīts, ievadītais ir saglabāts. Mēģiniet vēlreiz pēc brīža.',
    loadFailed: 'Šo lapas daļu neizdevās ielādēt.',
    reload: 'Pārlādēt lapu',
    dismiss: 'Aizvērt',
  },
  ru: {
    heldInputExpired:
      'Страница ещё загружается: ничего не отправлено, введённое сохранено. Повторите через минуту.',
    loadFailed: 'Не удалось загрузить эту часть страницы.',
    reload: 'Перезагрузить страницу',
    dismiss: 'Закрыть',
  },
} satisfies Record<Locale, LoadingContent>
