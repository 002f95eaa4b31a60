/** Wraps an index into 0 … count-1 (0 when there is nothing to wrap into). */
export const wrapIndex = (index: number, count: number) =>
  count > 0 ? ((index % count) + count) % count : 0
