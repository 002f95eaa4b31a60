import { ANCHORS } from '@/config/routes'
import { site } from '@/config/site'
import { forms } from '@/content/forms/en'
import type { ConsultationContent } from '@/content/types'
import { ConsultationSection } from '@/sections/consultation/ConsultationSection'

export interface ConsultationBlockProps {
  content: ConsultationContent
  /** which form this is (the outbox's record, the rate limit, the tests) */
  formId: string
  /** its anchor: the consultation's, unless the page links to it by another name */
  id?: string
  /** the scheduler opens in a new tab ("Book My Strategy Session") */
  isNewTab?: boolean
}

/**
 * The consultation band of the service pages (spec §2.4, §2.8): the page gives its copy and its
 * form's name; the scheduler link, the form's labels and alerts are the same everywhere.
 */
export function ConsultationBlock({
  content,
  formId,
  id = ANCHORS.consultation,
  isNewTab = false,
}: ConsultationBlockProps) {
  return (
    <ConsultationSection
      id={id}
      content={content}
      appointment={{ href: site.schedulerUrl, isNewTab }}
      labels={forms.request}
      alerts={forms.requestAlerts}
      formId={formId}
      newTabLabel={forms.newTab}
    />
  )
}
