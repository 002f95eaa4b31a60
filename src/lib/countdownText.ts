// How the response timer reads (docs/product.md "Response timer"): only the contact section shows it,
// so this lives apart from the countdown store, which every page's first load carries.

/** 600 → "10:00", 59 → "00:59": minutes and two-digit seconds. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const m = Math.floor(totalSeconds / 60)
  const s = totalSeconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

/** The whole minutes begun and not yet over: 600 → 10, 541 → 10, 540 → 9, 1 → 1, 0 → 0. */
export function minutesBegun(totalSeconds: number): number {
  return Math.ceil(totalSeconds / 60)
}
