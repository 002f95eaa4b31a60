import { useSyncExternalStore } from 'react'

/** What the generic popup shows: the opener gives it (a visualization card's demo). */
export interface GenericPopupContent {
  title: string
  body: string
  /** optional action: a label and where it goes */
  action?: { label: string; href: string; isExternal?: boolean }
}

// The generic popup is no dialog of the page: it exists while it has content, so its content is
// all there is to hold (its `<dialog>` opens as it mounts and clears this when it closes). A small
// store, not a context value: opening it updates only the slot that subscribes
// (SiteDialogs.tsx), never a part of the page still waiting to hydrate.
let shown: GenericPopupContent | null = null
const listeners = new Set<() => void>()

function show(next: GenericPopupContent | null) {
  shown = next
  listeners.forEach((listener) => listener())
}

/** Opens the generic popup (spec §2.3: open and closed) with `content`. */
export const openGenericPopup = (content: GenericPopupContent) => show(content)

/** Forgets the generic popup's content: its dialog closed. */
export const clearGenericPopup = () => show(null)

const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** The generic popup's content while it is open, else null. */
export function useGenericPopup(): GenericPopupContent | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  )
}
