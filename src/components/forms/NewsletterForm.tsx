import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '@/components/primitives/Button'
import { HONEYPOT_NAME, HoneypotField, isHoneypotFilled } from '@/components/forms/HoneypotField'
import { NativeForm } from '@/components/forms/NativeForm'
import type { FormsContent } from '@/content/types'
import { useSubmitOnce } from '@/hooks/useSubmitOnce'
import { NEWSLETTER_PARAMS, sendEmail } from '@/lib/email'
import { cn } from '@/lib/cn'

interface FormValues {
  email: string
  /** people never see it; a filled one means a bot */
  [HONEYPOT_NAME]: string
}

export interface NewsletterFormProps {
  labels: FormsContent['newsletter']
  /** spec §4: runs after every send, sent or failed (the response timer starts) */
  onSubmitted?: () => void
  className?: string
}

/** "Leave us your email": one required e-mail field and Submit (spec §2.5, §5, §8). */
export function NewsletterForm({ labels, onSubmitted, className }: NewsletterFormProps) {
  const { register, handleSubmit, reset } = useForm<FormValues>({
    defaultValues: { email: '', [HONEYPOT_NAME]: '' },
  })
  const id = useId()

  const { onSubmit, isSending } = useSubmitOnce<FormValues>(
    handleSubmit,
    async ({ email, [HONEYPOT_NAME]: honeypot }) => {
      // a bot is told it succeeded; everyone else's address goes out
      const result = isHoneypotFilled(honeypot)
        ? 'sent'
        : await sendEmail({ ...NEWSLETTER_PARAMS, email }, { formId: 'newsletter' })
      if (result === 'sent') {
        window.alert(labels.alerts.sent)
        reset()
      } else {
        window.alert(labels.alerts.failed)
      }
      onSubmitted?.()
    },
  )

  return (
    <NativeForm
      formId="newsletter"
      onSubmit={onSubmit}
      isSending={isSending}
      className={cn('w-full', className)}
    >
      {/* sent as they are by a native submit (the app's send adds them itself) */}
      <input type="hidden" name="name" value={NEWSLETTER_PARAMS.name} />
      <input type="hidden" name="message" value={NEWSLETTER_PARAMS.message} />
      <label htmlFor={`${id}-email`} className="sr-only">
        {labels.email}
      </label>
      <div className="flex flex-col gap-3 compact:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          placeholder={labels.emailPlaceholder}
          className="min-h-13 w-full flex-1 rounded-pill border border-white/15 bg-white/5 px-5 text-body text-white outline-none placeholder:text-text-inverse-muted/80 focus:border-signal focus:ring-4 focus:ring-signal/20"
          {...register('email')}
        />
        <HoneypotField id={`${id}-hp`} label={labels.honeypot} {...register(HONEYPOT_NAME)} />
        <button
          type="submit"
          disabled={isSending}
          className={buttonClass({ size: 'lg', className: 'disabled:cursor-wait' })}
        >
          {isSending ? labels.sending : labels.submit}
        </button>
      </div>
    </NativeForm>
  )
}
