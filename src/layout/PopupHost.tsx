import { use } from 'react'
import { ButtonLink } from '@/components/primitives/Button'
import { Popup } from '@/components/Popup'
import { loadForms } from '@/content/loadForms'
import { useLocale } from '@/hooks/useLocale'
import { usePopups, usePopupState } from '@/hooks/usePopups'

/**
 * The generic popup (spec §2.3: open and closed), with the content its opener gives; loaded on
 * its first open. The booking and consultation popups are the page's own dialogs
 * (layout/PopupDialogs).
 */
export default function PopupHost() {
  const locale = useLocale()
  const content = use(loadForms(locale))
  const { open, generic } = usePopupState()
  const { close } = usePopups()

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
