import { site } from '@/config/site'
import { forms } from '@/content/forms/en'
import type { VisualizationCard } from '@/content/types'
import type { GenericPopupContent } from '@/dialogs/genericPopup'

/** The generic popup a visualization card opens: the card, and the way to a demo (new tab). */
export function demoPopup(card: VisualizationCard): GenericPopupContent {
  const { demoPopup: copy } = forms
  return {
    title: card.title,
    body: `${card.description} ${copy.note}`,
    action: { label: copy.action, href: site.schedulerUrl, isExternal: true },
  }
}
