/** A promise that stays pending until `open` is called (a part's code held until it is needed). */
export interface Gate {
  promise: Promise<void>
  open: () => void
}

export function createGate(): Gate {
  let open = () => {}
  const promise = new Promise<void>((resolve) => {
    open = resolve
  })
  return { promise, open }
}
