import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * The anti-spam field's name. Browsers and password managers fill a field by what its name, id,
 * label and placeholder look like (Chromium's and Firefox's autofill match words such as name,
 * e-mail, phone, address, company, url, website, homepage), and some ignore `autocomplete="off"`
 * for a name they know. This one looks like nothing they fill, so only a form-filling bot fills it.
 */
export const HONEYPOT_NAME = 'hpq7'

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
