import { useId, type ComponentType } from 'react'
import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { PopupDialog } from '@/components/Popup'
import { DIALOG_IDS } from '@/config/dialogs'
import { usePopups, usePopupState, type PopupKind } from '@/hooks/usePopups'
import { useModalDialog } from '@/hooks/useModalDialog'
import { lazyPart, slotOf } from '@/lib/delivery'
import type { PopupBodyProps } from '@/layout/BookingPopup'
import { LoadFailed } from '@/layout/LoadFailed'

/**
 * The popups' cards: prerendered in every page (closed), their code fetched when their dialog
 * opens or the visitor heads for another page (lib/delivery/frameDemand.ts), each behind its own
 * boundary (lib/delivery/slot.tsx: its props never change, so the dialog's re-renders never drop
 * its prerendered HTML or what was typed there). Until then React keeps their
 * HTML as it is: the platform opens and closes them, a visitor can type in them, and a press that
 * needs the app is held until they have hydrated (app/boot/capture.ts).
 */
const BookingPopup = slotOf(
  lazyPart<PopupBodyProps>(() => import('@/layout/BookingPopup'), {
    when: (demand) => demand.whenDialogNeeded(DIALOG_IDS.booking),
  }),
)
const ConsultationPopup = slotOf(
  lazyPart<PopupBodyProps>(() => import('@/layout/ConsultationPopup'), {
    when: (demand) => demand.whenDialogNeeded(DIALOG_IDS.consultation),
  }),
)

/** The booking and consultation popups (spec §2.3, §2.4, §4), as dialogs every page carries. */
export function PopupDialogs() {
  return (
    <>
      <SiteDialog kind="booking" Card={BookingPopup} />
      <SiteDialog kind="consultation" Card={ConsultationPopup} />
    </>
  )
}

interface SiteDialogProps {
  kind: Exclude<PopupKind, 'generic'>
  Card: ComponentType<PopupBodyProps>
}

/** One of the page's popups: its dialog, in step with the popup state both ways. */
function SiteDialog({ kind, Card }: SiteDialogProps) {
  const titleId = useId()
  const subtitleId = useId()
  const { open } = usePopupState()
  const popups = usePopups()
  const dialog = useModalDialog({
    isOpen: open === kind,
    onOpenChange: (isOpen) => popups.follow(kind, isOpen),
  })
  return (
    <PopupDialog
      id={DIALOG_IDS[kind]}
      {...dialog}
      labelledBy={titleId}
      describedBy={kind === 'booking' ? subtitleId : undefined}
      onOverlayClick={popups.close}
    >
      <DialogCard Card={Card} titleId={titleId} subtitleId={subtitleId} onDismiss={popups.close} />
    </PopupDialog>
  )
}

interface DialogCardProps extends PopupBodyProps {
  Card: ComponentType<PopupBodyProps>
  onDismiss: () => void
}

/**
 * A dialog's card behind its own boundary (the `Card` slot). A card whose code fails twice shows
 * the notice with a reload button over the page.
 */
function DialogCard({ Card, onDismiss, ...ids }: DialogCardProps) {
  return (
    <ErrorBoundary fallback={<LoadFailed variant="toast" onDismiss={onDismiss} />}>
      <Card {...ids} />
    </ErrorBoundary>
  )
}
