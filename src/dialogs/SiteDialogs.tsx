import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { LoadFailed } from '@/components/delivery/LoadFailed'
import { lazyNamed, lazyPart, slotOf } from '@/lib/delivery'
import { DIALOGS, POPUP_IDS } from '@/config/dialogs'
import { clearGenericPopup, useGenericPopup } from './genericPopup'

/**
 * The popups of the list (dialogs.ts): prerendered in every page, closed; the buttons that open
 * them do so from the platform, and their dialogs' code (PopupDialogs.tsx, one small chunk) comes
 * when one opens or the visitor heads for another page (lib/delivery/frameDemand.ts), each card's
 * after it: no dialog code in the first load, nor in a visit that never asks. Behind a boundary
 * without props (lib/delivery/slot.tsx); should the code fail twice, the HTML stays as painted:
 * the buttons open the dialogs from the platform, their forms submit natively.
 */
const PopupDialogs = slotOf(
  lazyNamed(() => import('./PopupDialogs'), 'PopupDialogs', {
    when: (demand) => demand.whenDialogNeeded(...POPUP_IDS.map((id) => DIALOGS[id])),
    whenFresh: 'keep',
  }),
)

/** The generic popup's code: fetched on its first open. */
const GenericPopup = slotOf(lazyPart(() => import('./GenericPopup'), { whenFresh: 'notice' }))

/** The site's dialogs outside `<main>` (the layout renders them once): the popups, in list order. */
export function SiteDialogs() {
  return (
    <>
      <PopupDialogs />
      <GenericPopupSlot />
    </>
  )
}

/** The generic popup, rendered while it has content (the opener's). */
function GenericPopupSlot() {
  const content = useGenericPopup()
  if (!content) return null
  return (
    <ErrorBoundary
      resetKey={content}
      fallback={<LoadFailed variant="toast" onDismiss={clearGenericPopup} />}
    >
      <GenericPopup content={content} />
    </ErrorBoundary>
  )
}
