import { ErrorBoundary } from '@/components/primitives/ErrorBoundary'
import { LoadFailed } from '@/layout/LoadFailed'
import { lazyPart, slotOf } from '@/lib/delivery'
import { DIALOGS, POPUP_IDS, type PopupId } from './dialogs'
import { clearGenericPopup, useGenericPopup } from './genericPopup'
import type { SitePopup } from './popupDialog'

/** Every card file (`cards/<Id>Card.tsx`), each its own chunk, fetched on demand. */
const cardCode = import.meta.glob<{ default: SitePopup }>('./cards/*Card.tsx')

/** A popup's card file: `booking` → `./cards/BookingCard.tsx`. */
export const cardFileOf = (id: PopupId) =>
  `./cards/${id.charAt(0).toUpperCase()}${id.slice(1)}Card.tsx`

/**
 * The popups of the list (dialogs.ts), each prerendered in every page, closed, behind its own
 * boundary without changing props (lib/delivery/slot.tsx). Its code comes when its dialog opens
 * (a tap on a button that points at it, before the app or after) or the visitor heads for
 * another page (lib/delivery/frameDemand.ts): none in the first load, nor in a visit that never
 * asks. Until then React keeps its HTML as it is: the platform opens and closes it, a visitor can
 * type in it, and a press that needs the app is held until it has hydrated (app/boot/capture.ts).
 * Should its code fail twice, the HTML stays as painted (`whenFresh: 'keep'`).
 */
const POPUPS = POPUP_IDS.map((id) => ({
  id,
  Popup: slotOf(
    lazyPart(cardCode[cardFileOf(id)]!, {
      when: (demand) => demand.whenDialogNeeded(DIALOGS[id]),
      whenFresh: 'keep',
    }),
  ),
}))

/** The generic popup's code: fetched on its first open. */
const GenericPopup = slotOf(lazyPart(() => import('./GenericPopup'), { whenFresh: 'notice' }))

/** The site's dialogs outside `<main>` (the layout renders them once): the popups, in list order. */
export function SiteDialogs() {
  return (
    <>
      {POPUPS.map(({ id, Popup }) => (
        <Popup key={id} id={id} />
      ))}
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
