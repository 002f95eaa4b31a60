import type { ConsultationFormProps } from '@/components/forms/ConsultationForm'
import { lazyNamed, OnDemand, type Preloadable } from '@/lib/delivery'

// react-hook-form and the form code load with the first form below the fold, not with the page
const ConsultationForm = lazyNamed(
  () => import('@/components/forms/ConsultationForm'),
  'ConsultationForm',
)

/** The form's code, for the pages that list it among their bands (docs/moving.md). */
export const consultationFormCode: Preloadable = ConsultationForm

/**
 * The consultation form, loaded on demand; the placeholder keeps the form's height. A form whose
 * code fails to load twice shows the notice with a reload button in its own place: the rest of
 * its page (the company details, the map, the other bands) stays and works.
 */
export function LazyConsultationForm(props: ConsultationFormProps) {
  return (
    <OnDemand className="min-h-[25rem]">
      <ConsultationForm {...props} />
    </OnDemand>
  )
}
