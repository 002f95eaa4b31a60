import { use } from 'react'
import { useLocation } from 'react-router-dom'
import { ConsultationForm } from '@/components/forms/ConsultationForm'
import { PopupPanel } from '@/dialogs/Popup'
import { loadForms } from '@/content/loadForms'
import { useLocale } from '@/hooks/useLocale'
import { useStartResponseTimer } from '@/hooks/useResponseTimer'
import { hydrationUnit } from '@/lib/hydrationMarks'
import { isHomePath } from '@/lib/locale'
import type { PopupCardProps } from '../PopupDialogs'

/**
 * The site-wide booking form in its popup (spec §2.3, §4): on success it alerts, clears and
 * closes, and, on a home page (spec §4: "on the home page"), starts the response timer; on
 * failure it alerts and stays open with every value. Prerendered; its code comes when the dialog
 * opens or a navigation starts (lib/delivery/frameDemand.ts).
 */
export default function BookingCard({ titleId, subtitleId, close }: PopupCardProps) {
  const locale = useLocale()
  const content = use(loadForms(locale))
  const startTimer = useStartResponseTimer()
  const { pathname } = useLocation()
  return (
    // held, not lost, while its code is on the way: a press in it waits for this mark
    <div {...hydrationUnit} className="contents">
      <PopupPanel
        title={content.bookingPopup.title}
        titleId={titleId}
        subtitle={content.bookingPopup.subtitle}
        subtitleId={subtitleId}
        closeLabel={content.bookingPopup.close}
        closes="booking"
      >
        <ConsultationForm
          formId="booking-popup"
          labels={content.request}
          alerts={content.requestAlerts}
          isAutofocus
          onSent={() => {
            if (isHomePath(pathname)) startTimer()
            close()
          }}
        />
      </PopupPanel>
    </div>
  )
}
