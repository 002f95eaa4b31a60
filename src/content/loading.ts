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
      'This page is still loading, so that did not go through. Nothing was sent, and what you typed is still there. Please try again in a moment, or reload the page.',
    loadFailed: 'This part of the page could not load. Check your connection and reload.',
    reload: 'Reload the page',
    dismiss: 'Close',
  },
  lv: {
    heldInputExpired:
      'Lapa vēl ielādējas, tāpēc tas netika izpildīts. Nekas netika nosūtīts, un ievadītais ir saglabāts. Lūdzu, mēģiniet vēlreiz pēc brīža vai pārlādējiet lapu.',
    loadFailed: 'Šo lapas daļu neizdevās ielādēt. Pārbaudiet savienojumu un pārlādējiet lapu.',
    reload: 'Pārlādēt lapu',
    dismiss: 'Aizvērt',
  },
  ru: {
    heldInputExpired:
      'Страница ещё загружается, поэтому действие не выполнено. Ничего не отправлено, введённые данные сохранены. Пожалуйста, повторите через минуту или перезагрузите страницу.',
    loadFailed:
      'Не удалось загрузить эту часть страницы. Проверьте соединение и перезагрузите страницу.',
    reload: 'Перезагрузить страницу',
    dismiss: 'Закрыть',
  },
} satisfies Record<Locale, LoadingContent>
