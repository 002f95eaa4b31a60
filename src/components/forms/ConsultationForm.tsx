import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/primitives/Button'
import { HONEYPOT_NAME, HoneypotField, isHoneypotFilled } from '@/components/forms/HoneypotField'
import { NativeForm } from '@/components/forms/NativeForm'
import type { FormAlerts, RequestFormLabels } from '@/content/types'
import { useSubmitOnce } from '@/hooks/useSubmitOnce'
import { sendEmail, type EmailParams, type SendResult } from '@/lib/email'
import { cn } from '@/lib/cn'

interface FormValues extends EmailParams {
  /** people never see it; a filled one means a bot */
  [HONEYPOT_NAME]: string
}

export interface ConsultationFormProps {
  labels: RequestFormLabels
  alerts: FormAlerts
  /** which form this is (rate limit and test ids) */
  formId: string
  /** after a successful send, once the alert is shown and the fields are cleared */
  onSent?: () => void
  tone?: 'light' | 'dark'
  className?: string
  /** focus the name field when the form appears (popups) */
  isAutofocus?: boolean
}

/**
 * The one name / email / message form (spec §5): native `required` and `type="email"` checks
 * with the browser's own messages. It sends through lib/email; success alerts and clears the
 * fields, failure alerts and keeps every value. While sending, the button is disabled and says
 * so, and a second submit is not sent.
 */
export function ConsultationForm({
  labels,
  alerts,
  formId,
  onSent,
  tone = 'light',
  className,
  isAutofocus,
}: ConsultationFormProps) {
  const { register, handleSubmit, reset } = useForm<FormValues>({
    defaultValues: { name: '', email: '', message: '', [HONEYPOT_NAME]: '' },
  })
  const id = useId()

  const { onSubmit, isSending } = useSubmitOnce<FormValues>(
    handleSubmit,
    async ({ [HONEYPOT_NAME]: honeypot, ...params }) => {
      // a bot is told it succeeded; everyone else's message goes out
      const result: SendResult = isHoneypotFilled(honeypot)
        ? 'sent'
        : await sendEmail(params, { formId })
      if (result === 'sent') {
        window.alert(alerts.sent)
        reset()
        onSent?.()
      } else {
        window.alert(alerts.failed)
      }
    },
  )

  const isDark = tone === 'dark'
  const label = cn(
    'mb-1.5 block text-small font-semibold',
    isDark ? 'text-text-inverse' : 'text-ink',
  )
  const field = cn(
    'block w-full rounded-control border px-4 py-3 text-body transition-[border-color,box-shadow] duration-hover outline-none focus:border-signal focus:ring-4 focus:ring-signal/20',
    isDark
      ? 'border-white/15 bg-white/5 text-white placeholder:text-text-inverse-muted/70'
      : 'border-paper-line bg-white text-ink placeholder:text-text-muted/70',
  )

  return (
    <NativeForm
      formId={formId}
      onSubmit={onSubmit}
      isSending={isSending}
      className={cn('grid gap-4', className)}
    >
      <div>
        <label htmlFor={`${id}-name`} className={label}>
          {labels.name}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          required
          placeholder={labels.namePlaceholder}
          data-autofocus={isAutofocus ? '' : undefined}
          className={field}
          {...register('name')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={label}>
          {labels.email}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          placeholder={labels.emailPlaceholder}
          className={field}
          {...register('email')}
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={label}>
          {labels.message}
        </label>
        <textarea
          id={`${id}-message`}
          required
          rows={4}
          placeholder={labels.messagePlaceholder}
          className={cn(field, 'min-h-28 resize-y')}
          {...register('message')}
        />
      </div>
      <HoneypotField id={`${id}-hp`} label={labels.honeypot} {...register(HONEYPOT_NAME)} />
      <button
        type="submit"
        disabled={isSending}
        className={buttonClass({ size: 'lg', className: 'disabled:cursor-wait' })}
      >
        {isSending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-circle border-2 border-ink/30 border-t-ink"
          />
        )}
        {isSending ? labels.sending : labels.submit}
      </button>
    </NativeForm>
  )
}
