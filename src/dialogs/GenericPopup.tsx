import { use } from 'react'
import { ButtonLink } from '@/components/primitives/Button'
import { Popup } from '@/dialogs/Popup'
import { loadForms } from '@/content/loadForms'
import { useLocale } from '@/hooks/useLocale'
import { clearGenericPopup, type GenericPopupContent } from './genericPopup'

/**
 * The generic popup (spec §2.3: open and closed), with the content its opener gives
 * (`openGenericPopup`); rendered while it has content, its code loaded on its first open. The
 * page's own dialogs are the list's (dialogs.ts, SiteDialogs.tsx).
 */
export default function GenericPopup({ content: shown }: { content: GenericPopupContent }) {
  const locale = useLocale()
  const content = use(loadForms(locale))
  return (
    <Popup title={shown.title} closeLabel={content.genericClose} onClose={clearGenericPopup}>
      <p className="text-text-muted">{shown.body}</p>
      {shown.action && (
        <div className="mt-7">
          <ButtonLink
            href={shown.action.href}
            isExternal={shown.action.isExternal}
            size="lg"
            onClick={clearGenericPopup}
          >
            {shown.action.label}
          </ButtonLink>
        </div>
      )}
    </Popup>
  )
}
