import type { LoadingContent } from '@/content/types'

/** The Russian copy of what the visitor is told when part of the page has not loaded. */
export const loading = {
  heldInputExpired:
    'Страница ещё загружается: ничего не отправлено, введённое сохранено. Повторите через минуту.',
  loadFailed: 'Не удалось загрузить эту часть страницы.',
  reload: 'Перезагрузить страницу',
  dismiss: 'Закрыть',
} satisfies LoadingContent
