import { lazy, Suspense } from 'react'
import type { ConsultationFormProps } from '@/components/ConsultationForm'

// react-hook-form and the form code load with the first form below the fold, not with the page
const ConsultationForm = lazy(() =>
  import('@/components/ConsultationForm').then((module) => ({ default: module.ConsultationForm })),
)

/** The consultation form, loaded on demand; the placeholder keeps the form's height. */
export function LazyConsultationForm(props: ConsultationFormProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="min-h-[25rem]" />}>
      <ConsultationForm {...props} />
    </Suspense>
  )
}
