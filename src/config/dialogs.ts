/**
 * The site's popups, written once (README here, "Add a dialog"): a popup's id → the id of its
 * `<dialog>`. Each is in every page's HTML, closed (SiteDialogs.tsx renders one per entry), its
 * card is `cards/<Id>Card.tsx`, and its code comes when it opens.
 */
const POPUPS = {
  /** the site-wide booking form (spec §2.3) */
  booking: 'booking-dialog',
  /** the consultation popup (spec §2.4, §4) */
  consultation: 'consultation-dialog',
} as const

/**
 * Every dialog the pages carry: the popups, and the phone menu, which the header renders itself
 * (layout/MobileMenu). The buttons that open one point at its element (`opensDialog`), so the
 * browser opens it on the first tap, before any app code (docs/product.md "The first seconds of a
 * visit").
 */
export const DIALOGS = {
  ...POPUPS,
  /** the phone menu (spec §2.3, 720 px or less) */
  menu: 'site-menu',
} as const

/** A dialog of the list: what a control that opens one names (`opens="booking"`). */
export type DialogId = keyof typeof DIALOGS

/** A popup of the list (SiteDialogs.tsx renders it, with its card). */
export type PopupId = keyof typeof POPUPS

/** The popups, in the order of the list (their order in the page). */
export const POPUP_IDS = Object.keys(POPUPS) as PopupId[]

/**
 * The attributes of a button that opens a dialog from the platform (Invoker Commands, with the
 * inline fallback of app/boot/commandFallback.ts where a browser lacks them).
 */
export const opensDialog = (id: DialogId) =>
  ({ commandfor: DIALOGS[id], command: 'show-modal' }) as const

/** The attributes of a button that closes its dialog from the platform. */
export const closesDialog = (id: DialogId) =>
  ({ commandfor: DIALOGS[id], command: 'close' }) as const
