import type { UseFormRegisterReturn } from 'react-hook-form'
import { HONEYPOT_NAME } from '@/config/nativeForm.mjs'

/**
 * The anti-spam field's name (config/nativeForm.mjs: why this name), shared with the local
 * outbox, which drops a native form post that fills it.
 */
export { HONEYPOT_NAME }

/** Whether a form's honeypot was filled: the one case a form drops a message silently. */
export const isHoneypotFilled = (value: string | undefined) => Boolean(value)

export interface HoneypotFieldProps extends UseFormRegisterReturn<typeof HONEYPOT_NAME> {
  id: string
  /** the note a visitor reads should the styles not load ("Leave this field empty") */
  label: string
}

/**
 * A text field people never see or reach: off-screen, out of the tab order, hidden from screen
 * readers, and marked for the password managers that read a mark of their own (1Password,
 * LastPass, Bitwarden, Dashlane). A filled one means a bot (isHoneypotFilled).
 */
export function HoneypotField({ id, label, ...field }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
        {...field}
      />
    </div>
  )
}
