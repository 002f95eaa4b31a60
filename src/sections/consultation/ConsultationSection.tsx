import { Glyph } from '@/components/primitives/Icon'
import { Glow } from '@/components/primitives/Glow'
import { ButtonLink } from '@/components/primitives/Button'
import { LazyConsultationForm } from '@/components/forms/LazyConsultationForm'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { ConsultationContent, FormAlerts, RequestFormLabels } from '@/content/types'

export interface ConsultationSectionProps {
  id: string
  content: ConsultationContent
  /** the scheduler button: "Let's Set Your Appointment" (same tab) or "Book My Strategy Session" (new tab) */
  appointment: { href: string; isNewTab: boolean }
  labels: RequestFormLabels
  alerts: FormAlerts
  formId: string
  newTabLabel: string
}

/**
 * spec §2.4 Consultation / call-to-action section and §2.8 Booking section: a heading, the
 * scheduler button, and the inline form "Book Your Consultation" ("No fluff. Just a solution for
 * your business automation.", submit "Send request").
 */
export function ConsultationSection({
  id,
  content,
  appointment,
  labels,
  alerts,
  formId,
  newTabLabel,
}: ConsultationSectionProps) {
  const { heading, text, points, appointmentCta, formTitle, formSubtitle } = content
  return (
    <Section id={id} tone="dark" className="overflow-hidden">
      <Glow kind="diagonal" />
      <div className="relative grid gap-12 lg:grid-cols-[1fr_1.05fr] lg:items-center">
        <div>
          <SectionHeading tone="dark" isFullWidth title={heading} />
          <p className="mt-5 text-lead text-text-inverse-muted">{text}</p>
          <ul className="mt-7 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-text-inverse">
                <Glyph name="check" size={20} className="mt-0.5 shrink-0 text-accent" />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink
            href={appointment.href}
            isExternal={appointment.isNewTab}
            size="lg"
            className="mt-9"
          >
            {appointmentCta}
            {appointment.isNewTab && (
              <>
                <Glyph name="external-link" size={18} />
                <span className="sr-only">({newTabLabel})</span>
              </>
            )}
          </ButtonLink>
        </div>
        <div className="rounded-panel bg-white p-6 text-text shadow-lift tablet:p-9">
          <h3 className="text-h3 font-extrabold text-ink">{formTitle}</h3>
          <p className="mt-2 text-text-muted">{formSubtitle}</p>
          <LazyConsultationForm formId={formId} labels={labels} alerts={alerts} className="mt-6" />
        </div>
      </div>
    </Section>
  )
}
