/** The year the site was built (src/config/buildDefines.ts), a number such as 2026. */
declare const __BUILD_YEAR__: number

/**
 * Invoker Commands (HTML: `<button commandfor="id" command="show-modal">`), which React 19.3
 * renders and hydrates as plain attributes but has no types for yet.
 */
declare namespace React {
  // merged into React's own interface, whose type parameter it must repeat
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close'
  }
}
