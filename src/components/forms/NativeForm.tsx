import type { FormEventHandler, ReactNode } from 'react'
import { nativeFormAction } from '@/lib/email'
import { hydrationUnit } from '@/lib/hydrationMarks'

export interface NativeFormProps {
  /** which form this is: the outbox's record, the rate limit, the tests (`data-form`) */
  formId: string
  /** the form's code: it prevents the native submit and sends through lib/email.ts */
  onSubmit: FormEventHandler<HTMLFormElement>
  /** a send under way (`aria-busy`) */
  isSending: boolean
  className?: string
  children: ReactNode
}

/**
 * The `<form>` every form of the site is (docs/forms.md "A form without its code still
 * delivers"): should its code never run (scripts off, a failed download), its native submit still
 * delivers, to the local outbox or, with EmailJS keys, the mail app (`nativeFormAction`, chosen by
 * the build); while its code is on the way, a submit is held rather than sent natively
 * (lib/hydrationMarks.ts); with the code, `onSubmit` takes it.
 */
export function NativeForm({ formId, onSubmit, isSending, className, children }: NativeFormProps) {
  return (
    <form
      action={nativeFormAction.action}
      method={nativeFormAction.method}
      encType={nativeFormAction.encType}
      {...hydrationUnit}
      onSubmit={onSubmit}
      aria-busy={isSending}
      data-form={formId}
      className={className}
    >
      {children}
    </form>
  )
}
