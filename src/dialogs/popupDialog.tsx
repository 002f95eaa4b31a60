import { useId, type ComponentType, type NamedExoticComponent } from 'react'
import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { PopupDialog } from '@/components/Popup'
import { LoadFailed } from '@/layout/LoadFailed'
import { slotOf } from '@/lib/delivery'
import { DIALOGS, type PopupId } from './dialogs'
import { useModalDialog } from './useModalDialog'

/** What a popup's card gets from its dialog; none of it ever changes. */
export interface PopupCardProps {
  /** the id its title takes (the dialog's name) */
  titleId: string
  /** the id the line under its title takes (the dialog's description, `hasSubtitle`) */
  subtitleId: string
  /** closes the dialog (a form sent, an action taken) */
  close: () => void
}

export interface PopupDialogOptions {
  /** the card has a line under its title, which describes the dialog */
  hasSubtitle?: boolean
}

/** What SiteDialogs.tsx renders for each popup of the list: its dialog, by its id. */
export type SitePopup = ComponentType<{ id: PopupId }>

/**
 * A popup of the list, as a card file exports it (`export default popupDialog(BookingCard)`):
 * the page's `<dialog>` (the id SiteDialogs.tsx gives it; useModalDialog: the element is the one
 * source of whether it is open) with its overlay, and the card inside behind its own boundaries:
 * a Suspense boundary whose props never change (lib/delivery/slot.tsx: the card may wait for its
 * copy while the dialog has hydrated, and what was typed in it stays), and an error boundary
 * whose notice, with a reload button, shows over the page.
 */
export function popupDialog(
  Card: ComponentType<PopupCardProps>,
  { hasSubtitle = false }: PopupDialogOptions = {},
): SitePopup {
  const CardSlot: NamedExoticComponent<PopupCardProps> = slotOf(Card)
  return function SitePopupDialog({ id }: { id: PopupId }) {
    const titleId = useId()
    const subtitleId = useId()
    const { ref, close } = useModalDialog()
    return (
      <PopupDialog
        id={DIALOGS[id]}
        ref={ref}
        labelledBy={titleId}
        describedBy={hasSubtitle ? subtitleId : undefined}
        onOverlayClick={close}
      >
        <ErrorBoundary fallback={<LoadFailed variant="toast" onDismiss={close} />}>
          <CardSlot titleId={titleId} subtitleId={subtitleId} close={close} />
        </ErrorBoundary>
      </PopupDialog>
    )
  }
}
