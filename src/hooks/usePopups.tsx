import { createContext, use, useState, useSyncExternalStore, type ReactNode } from 'react'
import { DIALOG_IDS } from '@/config/dialogs'

export type PopupKind = 'booking' | 'consultation' | 'generic'

export interface GenericPopupContent {
  title: string
  body: string
  /** optional action: a label and where it goes */
  action?: { label: string; href: string; isExternal?: boolean }
}

/** Which popup is open, and what it was opened with. */
export interface PopupState {
  open: PopupKind | null
  generic?: GenericPopupContent
}

export interface PopupsApi {
  /** the site-wide booking form (spec §2.3) */
  openBooking: () => void
  /** the generic popup: open and closed, with the content the opener gives */
  openGeneric: (content: GenericPopupContent) => void
  close: () => void
  /**
   * a page's dialog opened or closed by itself (a button's command, Escape, before the app or
   * after): the state follows the element (hooks/useModalDialog)
   */
  follow: (kind: PopupKind, isOpen: boolean) => void
}

interface PopupStore extends PopupsApi {
  get: () => PopupState
  subscribe: (onChange: () => void) => () => void
}

const CLOSED: PopupState = { open: null }

/** The page's own dialog of a popup (the booking and consultation popups are in every page). */
const pageDialog = (kind: PopupKind): HTMLDialogElement | null => {
  if (kind === 'generic') return null
  const dialog = document.getElementById(DIALOG_IDS[kind])
  return dialog instanceof HTMLDialogElement ? dialog : null
}

/**
 * The open popup lives in a small store, not in a context value: opening one then updates only
 * the popup host that subscribes to it. A context value that changed would reach every part of
 * the page that has not hydrated yet, and React would render those again from scratch instead of
 * hydrating their prerendered HTML (and lose what a visitor typed there).
 */
function createPopupStore(): PopupStore {
  let state = CLOSED
  const listeners = new Set<() => void>()
  const set = (next: PopupState) => {
    state = next
    listeners.forEach((listener) => listener())
  }
  return {
    get: () => state,
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    // the page's dialog opens at once, whether or not its code has hydrated yet (the element is
    // the truth, hooks/useModalDialog), and the state says so
    openBooking() {
      const dialog = pageDialog('booking')
      if (dialog && !dialog.open) dialog.showModal()
      set({ open: 'booking' })
    },
    openGeneric: (generic) => set({ open: 'generic', generic }),
    close() {
      if (state.open) pageDialog(state.open)?.close()
      set(CLOSED)
    },
    follow(kind, isOpen) {
      if (isOpen && state.open !== kind) set({ open: kind })
      else if (!isOpen && state.open === kind) set(CLOSED)
    },
  }
}

const PopupsContext = createContext<PopupStore | null>(null)

/** Holds which popup is open; mounted once in app/providers. Its context value never changes. */
export function PopupsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPopupStore)
  return <PopupsContext value={store}>{children}</PopupsContext>
}

function usePopupStore(): PopupStore {
  const store = use(PopupsContext)
  if (!store) throw new Error('usePopups needs <PopupsProvider> (app/providers.tsx)')
  return store
}

/** Opens and closes the site's popups from any section (the functions never change). */
export function usePopups(): PopupsApi {
  return usePopupStore()
}

/** Which popup is open (for the popup host). */
export function usePopupState(): PopupState {
  const store = usePopupStore()
  return useSyncExternalStore(store.subscribe, store.get, () => CLOSED)
}
