import type { LoadingContent } from '@/content/types'

/** The English copy of what the visitor is told when part of the page has not loaded. */
export const loading = {
  heldInputExpired:
    'Still loading: nothing was sent, and what you typed is kept. Try again in a moment.',
  loadFailed: 'This part of the page could not load.',
  reload: 'Reload the page',
  dismiss: 'Close',
} satisfies LoadingContent
