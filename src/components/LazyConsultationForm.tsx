import { Suspense } from 'react'
import type { ConsultationFormProps } from '@/components/ConsultationForm'
import { lazyNamed } from '@/lib/lazyPart'

// react-hook-form and the form code load with the first form below the fold, not with the page
const ConsultationForm = lazyNamed(
  () => import('@/components/ConsultationForm'),
  'ConsultationForm',
)

/** The consultation form, loaded on demand; the placeholder keeps the form's height. */
export function LazyConsultationForm(props: ConsultationFormProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-[25rem]" />}>
      <ConsultationForm {...props} />
    </Suspense>
  )
}
