import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { Glyph } from '@/components/primitives/Icon'
import { LazyConsultationForm } from '@/components/forms/LazyConsultationForm'
import { SocialLinks } from '@/components/primitives/SocialLinks'
import { useRef } from 'react'
import { MAP_HEIGHT_PX } from '@/config/constants'
import { useNearViewport } from '@/hooks/useNearViewport'
import type {
  ContactsPageContent,
  FormAlerts,
  MapContent,
  RequestFormLabels,
} from '@/content/types'
import { cn } from '@/lib/cn'

export interface CompanyFacts {
  legalName: string
  registrationNumber: string
  address: string
  phone: string
  phoneHref: string
  email: string
}

export interface ContactDetailsSectionProps {
  content: ContactsPageContent
  facts: CompanyFacts
  socialNames: { linkedin: string; facebook: string; instagram: string; label: string }
  labels: RequestFormLabels
  alerts: FormAlerts
}

/** spec §2.13: company details, address, phone and e-mail, social links, and the contact form. */
export function ContactDetailsSection({
  content,
  facts,
  socialNames,
  labels,
  alerts,
}: ContactDetailsSectionProps) {
  const { details } = content
  const row = 'flex gap-4'
  const icon =
    'mt-0.5 grid size-11 shrink-0 place-items-center rounded-control bg-accent/15 text-accent-ink'
  return (
    <Section rhythm="trim" containerClassName="grid gap-6 lg:grid-cols-[1fr_1.25fr]">
      <div className="rounded-panel bg-ink p-7 text-text-inverse tablet:p-10">
        <SectionHeading scale="panel" tone="dark" title={details.title} />
        <ul className="mt-8 space-y-6">
          <li className={row}>
            <span className={icon}>
              <Glyph name="building" size={20} />
            </span>
            <div>
              <p className="text-small text-text-inverse-muted">{details.companyLabel}</p>
              <p className="font-semibold text-white">{facts.legalName}</p>
              <p className="text-small text-text-inverse-muted">
                {details.registrationLabel}{' '}
                <span className="tabular">{facts.registrationNumber}</span>
              </p>
            </div>
          </li>
          <li className={row}>
            <span className={icon}>
              <Glyph name="map-pin" size={20} />
            </span>
            <div>
              <p className="text-small text-text-inverse-muted">{details.addressLabel}</p>
              <p className="font-semibold text-white">{facts.address}</p>
            </div>
          </li>
          <li className={row}>
            <span className={icon}>
              <Glyph name="phone" size={20} />
            </span>
            <div>
              <p className="text-small text-text-inverse-muted">{details.phoneLabel}</p>
              <a
                href={facts.phoneHref}
                className="font-semibold text-white underline-offset-4 hover:text-accent hover:underline"
              >
                {facts.phone}
              </a>
            </div>
          </li>
          <li className={row}>
            <span className={icon}>
              <Glyph name="mail" size={20} />
            </span>
            <div>
              <p className="text-small text-text-inverse-muted">{details.emailLabel}</p>
              <a
                href={`mailto:${facts.email}`}
                className="font-semibold text-white underline-offset-4 hover:text-accent hover:underline"
              >
                {facts.email}
              </a>
            </div>
          </li>
          <li className={row}>
            <span className={icon}>
              <Glyph name="clock" size={20} />
            </span>
            <p className="self-center font-semibold text-white">{details.hours}</p>
          </li>
        </ul>
        <p className="mt-10 text-small font-bold tracking-[0.14em] text-text-inverse-muted uppercase">
          {details.socialLabel}
        </p>
        <SocialLinks names={socialNames} tone="dark" className="mt-3" />
      </div>
      <div className="rounded-panel border border-paper-line bg-white p-7 shadow-card tablet:p-10">
        <SectionHeading scale="panel" title={content.form.title} />
        <p className="mt-2 text-text-muted">{content.form.subtitle}</p>
        <LazyConsultationForm formId="contacts" labels={labels} alerts={alerts} className="mt-6" />
      </div>
    </Section>
  )
}

/**
 * spec §2.13: the embedded map, 550 high, with a title. Where JavaScript does not run, the
 * prerendered `<noscript>` frame shows it (its address in the HTML, `loading="lazy"`). Where it
 * runs, the frame is added once the visitor scrolls near it: the third-party map never competes
 * with the first screen. Until then a link to the map holds its place. No address configured
 * (VITE_MAP_EMBED_URL empty), no map.
 */
export function MapSection({ content, src }: { content: MapContent; src: string }) {
  const place = useRef<HTMLDivElement>(null)
  const isNear = useNearViewport(place)
  if (!src) return null
  const box = 'absolute inset-0 size-full rounded-panel border border-paper-line'
  const frame = (
    <iframe
      loading="lazy"
      src={src}
      title={content.title}
      height={MAP_HEIGHT_PX}
      referrerPolicy="no-referrer-when-downgrade"
      className={cn(box, 'block bg-paper-2')}
    />
  )
  return (
    <Section rhythm="trim">
      <div ref={place} style={{ height: MAP_HEIGHT_PX }} className="relative">
        <a
          href={src}
          className={cn(
            box,
            'flex flex-col items-center justify-center gap-3 bg-paper-2 font-semibold text-ink underline-offset-4 hover:underline',
          )}
        >
          <Glyph name="map-pin" size={28} className="text-accent-ink" />
          {content.open}
        </a>
        {isNear ? frame : <noscript>{frame}</noscript>}
      </div>
    </Section>
  )
}
