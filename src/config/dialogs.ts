/**
 * The ids of the dialogs every page carries, prerendered and closed: the buttons that open them
 * point at them (`commandfor`), so the browser opens them on the first tap, before any app code
 * (DECISIONS "The first seconds of a visit").
 */
export const DIALOG_IDS = {
  /** the site-wide booking form (spec §2.3) */
  booking: 'booking-dialog',
  /** the consultation popup (spec §2.4, §4) */
  consultation: 'consultation-dialog',
  /** the phone menu (spec §2.3, 720 px or less) */
  menu: 'site-menu',
} as const

export type DialogName = keyof typeof DIALOG_IDS

/**
 * The attributes of a button that opens a dialog from the platform (Invoker Commands, with the
 * inline fallback of app/boot/commandFallback.ts where a browser lacks them).
 */
export const opensDialog = (name: DialogName) =>
  ({ commandfor: DIALOG_IDS[name], command: 'show-modal' }) as const

/** The attributes of a button that closes its dialog from the platform. */
export const closesDialog = (name: DialogName) =>
  ({ commandfor: DIALOG_IDS[name], command: 'close' }) as const

/** The footer's id: its code comes when the visitor nears it (lib/delivery/frameDemand.ts). */
export const FOOTER_ID = 'site-footer'
