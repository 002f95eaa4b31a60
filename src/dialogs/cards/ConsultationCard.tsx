import { use } from 'react'
import { Glyph } from '@/components/primitives/Icon'
import { Button } from '@/components/primitives/Button'
import { PopupPanel } from '@/dialogs/Popup'
import { site } from '@/config/site'
import { loadForms } from '@/content/loadForms'
import { useLocale } from '@/hooks/useLocale'
import { hydrationUnit } from '@/lib/hydrationMarks'
import { closesDialog } from '@/config/dialogs'
import type { PopupCardProps } from '../PopupDialogs'

/**
 * The consultation popup's card (spec §2.4, §4): "FREE Consultation" opens the scheduler in a
 * new tab and closes; "Cancel" and × close it from the platform, before the app too.
 */
export default function ConsultationCard({ titleId, close }: PopupCardProps) {
  const content = use(loadForms(useLocale()))
  const popup = content.consultationPopup
  const consult = () => {
    window.open(site.schedulerUrl, '_blank', 'noopener,noreferrer')
    close()
  }
  return (
    <div {...hydrationUnit} className="contents">
      <PopupPanel
        title={popup.title}
        titleId={titleId}
        closeLabel={popup.close}
        closes="consultation"
      >
        <p className="rounded-tile border border-accent/40 bg-accent-soft/40 px-4 py-3 font-semibold text-ink">
          {popup.disclaimer}
        </p>
        <p className="mt-4 text-text-muted">{popup.body}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Button size="lg" onClick={consult} data-autofocus="">
            {popup.consult}
            <Glyph name="external-link" size={18} />
            <span className="sr-only">({content.newTab})</span>
          </Button>
          <Button size="lg" variant="secondary" {...closesDialog('consultation')}>
            {popup.cancel}
          </Button>
        </div>
      </PopupPanel>
    </div>
  )
}
