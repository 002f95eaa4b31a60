import { use } from 'react'
import { useLocation } from 'react-router-dom'
import { ConsultationForm } from '@/components/ConsultationForm'
import { Popup } from '@/components/Popup'
import { loadForms } from '@/content/loadForms'
import { useLocale } from '@/hooks/useLocale'
import { usePopups } from '@/hooks/usePopups'
import { useStartResponseTimer } from '@/hooks/useResponseTimer'
import { isHomePath } from '@/lib/locale'

/**
 * The site-wide booking form in a popup (spec §2.3, §4): on success it alerts, clears and closes,
 * and, on a home page (spec §4: "on the home page"), starts the response timer; on failure it
 * alerts and stays open with every value.
 */
export default function BookingPopup() {
  const locale = useLocale()
  const content = use(loadForms(locale))
  const { close } = usePopups()
  const startTimer = useStartResponseTimer()
  const { pathname } = useLocation()
  return (
    <Popup
      title={content.bookingPopup.title}
      subtitle={content.bookingPopup.subtitle}
      closeLabel={content.bookingPopup.close}
      onClose={close}
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
    </Popup>
  )
}
