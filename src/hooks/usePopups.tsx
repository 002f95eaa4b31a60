import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

export type PopupKind = 'booking' | 'consultation' | 'generic'

export interface GenericPopupContent {
  title: string
  body: string
  /** optional action: a label and where it goes */
  action?: { label: string; href: string; isExternal?: boolean }
}

interface PopupState {
  kind: PopupKind | null
  /** spec §4: "FREE Consultation" runs an optional callback first */
  onConsult?: () => void
  generic?: GenericPopupContent
}

export interface PopupsApi {
  open: PopupKind | null
  onConsult?: () => void
  generic?: GenericPopupContent
  /** the site-wide booking form (spec §2.3) */
  openBooking: () => void
  /** the consultation popup (spec §2.4, §4) */
  openConsultation: (onConsult?: () => void) => void
  /** the generic popup: open and closed, with the content the opener gives */
  openGeneric: (content: GenericPopupContent) => void
  close: () => void
}

const PopupsContext = createContext<PopupsApi | null>(null)

/** Holds which popup is open; mounted once in app/providers. */
export function PopupsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PopupState>({ kind: null })
  const openBooking = useCallback(() => setState({ kind: 'booking' }), [])
  const openConsultation = useCallback(
    (onConsult?: () => void) => setState({ kind: 'consultation', onConsult }),
    [],
  )
  const openGeneric = useCallback(
    (generic: GenericPopupContent) => setState({ kind: 'generic', generic }),
    [],
  )
  const close = useCallback(() => setState({ kind: null }), [])
  const api = useMemo<PopupsApi>(
    () => ({
      open: state.kind,
      onConsult: state.onConsult,
      generic: state.generic,
      openBooking,
      openConsultation,
      openGeneric,
      close,
    }),
    [state, openBooking, openConsultation, openGeneric, close],
  )
  return <PopupsContext value={api}>{children}</PopupsContext>
}

/** Opens and closes the site's popups from any section. */
export function usePopups(): PopupsApi {
  const api = useContext(PopupsContext)
  if (!api) throw new Error('usePopups needs <PopupsProvider> (app/providers.tsx)')
  return api
}
