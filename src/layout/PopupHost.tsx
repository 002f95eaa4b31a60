import { use } from 'react'
import { Glyph } from '@/components/Icon'
import { Button, ButtonLink } from '@/components/Button'
import { Popup } from '@/components/Popup'
import { site } from '@/config/site'
import { loadForms } from '@/content/loadForms'
import { useLocale } from '@/hooks/useLocale'
import { usePopups, usePopupState } from '@/hooks/usePopups'
import BookingPopup from '@/layout/BookingPopup'

/** Renders whichever popup is open (spec §2.3, §2.4, §4); loaded on the first open. */
export default function PopupHost() {
  const locale = useLocale()
  const content = use(loadForms(locale))
  const { open, onConsult, generic } = usePopupState()
  const { close } = usePopups()

  if (open === 'booking') return <BookingPopup />
  if (open === 'consultation') {
    const popup = content.consultationPopup
    const consult = () => {
      onConsult?.()
      window.open(site.schedulerUrl, '_blank', 'noopener,noreferrer')
      close()
    }
    return (
      <Popup title={popup.title} closeLabel={popup.close} onClose={close}>
        <p className="rounded-2xl border border-accent/40 bg-accent-soft/40 px-4 py-3 font-semibold text-ink">
          {popup.disclaimer}
        </p>
        <p className="mt-4 text-text-muted">{popup.body}</p>
        <div className="mt-7 flex flex-wrap gap-3">
          <Button size="lg" onClick={consult} data-autofocus="">
            {popup.consult}
            <Glyph name="external-link" size={18} />
            <span className="sr-only">({content.newTab})</span>
          </Button>
          <Button size="lg" variant="secondary" onClick={close}>
            {popup.cancel}
          </Button>
        </div>
      </Popup>
    )
  }
  if (open === 'generic' && generic) {
    return (
      <Popup title={generic.title} closeLabel={content.genericClose} onClose={close}>
        <p className="text-text-muted">{generic.body}</p>
        {generic.action && (
          <div className="mt-7">
            <ButtonLink
              href={generic.action.href}
              isExternal={generic.action.isExternal}
              size="lg"
              onClick={close}
            >
              {generic.action.label}
            </ButtonLink>
          </div>
        )}
      </Popup>
    )
  }
  return null
}
