import type { LoadingContent } from '@/content/types'

/** The Latvian copy of what the visitor is told when part of the page has not loaded. */
export const loading = {
  heldInputExpired:
    'Lapa vēl ielādējas: nekas netika nosūtīts, ievadītais ir saglabāts. Mēģiniet vēlreiz pēc brīža.',
  loadFailed: 'Šo lapas daļu neizdevās ielādēt.',
  reload: 'Pārlādēt lapu',
  dismiss: 'Aizvērt',
} satisfies LoadingContent
