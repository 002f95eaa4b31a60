import { useId, type ComponentType } from 'react'
import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { PopupDialog } from '@/dialogs/Popup'
import { LoadFailed } from '@/components/delivery/LoadFailed'
import { lazyPart, slotOf } from '@/lib/delivery'
import { DIALOGS, POPUP_IDS, type PopupId } from '@/config/dialogs'
import { useModalDialog } from './useModalDialog'

/** What a popup's card gets from its dialog; none of it ever changes. */
export interface PopupCardProps {
  /** the id its title takes (the dialog's name) */
  titleId: string
  /** the id the line under its title takes (the dialog's description, see below) */
  subtitleId: string
  /** closes the dialog (a form sent, an action taken) */
  close: () => void
}

/**
 * The popups whose card has a line under its title that describes the dialog
 * (`aria-describedby`). Said here, not by the card: the dialog hydrates before the card's code
 * has come.
 */
const DESCRIBED_BY_SUBTITLE: ReadonlySet<PopupId> = new Set(['booking'])

/** Every card file (`cards/<Id>Card.tsx`), each its own chunk, fetched on demand. */
const cardCode = import.meta.glob<{ default: ComponentType<PopupCardProps> }>('./cards/*Card.tsx')

/** A popup's card file: `booking` → `./cards/BookingCard.tsx`. */
export const cardFileOf = (id: PopupId) =>
  `./cards/${id.charAt(0).toUpperCase()}${id.slice(1)}Card.tsx`

/**
 * Each popup's card, behind its own boundary whose props never change (lib/delivery/slot.tsx),
 * its code fetched when its dialog opens or the visitor heads for another page
 * (lib/delivery/frameDemand.ts). Until then React keeps its HTML as painted: a visitor can type
 * in it, and a press that needs the app is held until it has hydrated (app/boot/capture.ts).
 */
const POPUPS = POPUP_IDS.map((id) => ({
  id,
  Card: slotOf(
    lazyPart(cardCode[cardFileOf(id)]!, {
      when: (demand) => demand.whenDialogNeeded(DIALOGS[id]),
      whenFresh: 'keep',
    }),
  ),
}))

/** The popups of the list (dialogs.ts), each its dialog around its card, in list order. */
export function PopupDialogs() {
  return POPUPS.map(({ id, Card }) => <PopupShell key={id} id={id} Card={Card} />)
}

interface PopupShellProps {
  id: PopupId
  /** the card, behind its own boundary: its code comes when the dialog opens */
  Card: ComponentType<PopupCardProps>
}

/**
 * A popup's `<dialog>` with its overlay (useModalDialog: the element is the one source of whether
 * it is open), and the card inside behind an error boundary whose notice, with a reload button,
 * shows over the page. Its code is small and comes before the card's, so the dialog hydrates
 * early (src/dialogs/README.md "Delivery"): what was typed in the card stays in the prerendered HTML until the
 * card's code is here.
 */
function PopupShell({ id, Card }: PopupShellProps) {
  const titleId = useId()
  const subtitleId = useId()
  const { ref, close } = useModalDialog()
  return (
    <PopupDialog
      id={DIALOGS[id]}
      ref={ref}
      labelledBy={titleId}
      describedBy={DESCRIBED_BY_SUBTITLE.has(id) ? subtitleId : undefined}
      onOverlayClick={close}
    >
      <ErrorBoundary fallback={<LoadFailed variant="toast" onDismiss={close} />}>
        <Card titleId={titleId} subtitleId={subtitleId} close={close} />
      </ErrorBoundary>
    </PopupDialog>
  )
}
