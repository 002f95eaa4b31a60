import { useRef, useState, type FormEvent } from 'react'

/**
 * Runs `send` for a form submit at most once at a time: a double click or a repeated Enter in
 * the same tick is ignored (a ref is the lock, so it holds before React re-renders). `validate`
 * is the form library's submit wrapper (react-hook-form's handleSubmit). Returns the submit
 * handler and whether a send is under way.
 */
export function useSubmitOnce<T>(
  validate: (
    onValid: (values: T) => Promise<void>,
    onInvalid: () => void,
  ) => (event: FormEvent) => Promise<void>,
  send: (values: T) => Promise<void>,
): { onSubmit: (event: FormEvent<HTMLFormElement>) => void; isSending: boolean } {
  const [isSending, setIsSending] = useState(false)
  const inFlight = useRef(false)
  const release = () => {
    inFlight.current = false
    setIsSending(false)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    void validate(async (values) => {
      setIsSending(true)
      try {
        await send(values)
      } finally {
        release()
      }
    }, release)(event)
  }
  return { onSubmit, isSending }
}
