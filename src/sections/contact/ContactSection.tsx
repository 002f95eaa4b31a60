import { Glyph } from '@/components/primitives/Icon'
import { Button, ButtonLink } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { HomeContent } from '@/content/types'
import { formatMinutesSeconds, minutesBegun } from '@/lib/countdownText'
import { useLocale } from '@/hooks/useLocale'
import { useResponseTimer } from '@/hooks/useResponseTimer'
import { cn } from '@/lib/cn'
import { HTML_LANG } from '@/lib/locale'
import { countPhrase } from '@/lib/text'

export interface ContactSectionProps {
  content: HomeContent['contact']
  /** the general enquiry address (mailto) */
  email: string
  opens: DialogId
  id?: string
}

/**
 * spec §2.5 (6): the Sales card ("Talk to sales" opens the booking popup), the General Enquiry
 * card ("Get started" is a mailto link) and the response timer with its two labels. The digits
 * change every second, so screen readers skip them; a polite live region tells the minutes left
 * instead, when the timer starts and once a minute (its text changes only then).
 */
export function ContactSection({ content, email, opens, id }: ContactSectionProps) {
  const timer = useResponseTimer()
  const lang = HTML_LANG[useLocale()]
  const announcement = timer.isActive
    ? countPhrase(content.timer.minutesLeft, lang, minutesBegun(timer.secondsLeft))
    : ''
  const card =
    'flex flex-col rounded-card border border-paper-line bg-white p-7 shadow-card tablet:p-8'
  return (
    <Section id={id} tone="tint">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <div>
          <SectionHeading
            title={content.title}
            eyebrow={content.eyebrow}
            subtitle={content.subtitle}
          />
          <div
            role="timer"
            aria-label={content.timer.caption}
            data-active={timer.isActive ? '' : undefined}
            className={cn(
              // a running clock: nothing to read on paper
              'mt-10 inline-flex items-center gap-5 rounded-callout px-6 py-5 transition-colors duration-state print:hidden',
              timer.isActive ? 'bg-ink text-white' : 'bg-white text-ink shadow-card',
            )}
          >
            <Glyph
              name="timer"
              size={30}
              className={timer.isActive ? 'text-accent' : 'text-accent-ink'}
            />
            <div>
              <p className="tabular text-h2 font-extrabold tracking-tight" aria-hidden="true">
                {formatMinutesSeconds(timer.secondsLeft)}
              </p>
              <p
                className={cn(
                  'text-small font-semibold',
                  timer.isActive ? 'text-text-inverse-muted' : 'text-text-muted',
                )}
              >
                {timer.isActive ? content.timer.active : content.timer.inactive}
              </p>
              <p aria-live="polite" aria-atomic="true" className="sr-only">
                {announcement}
              </p>
            </div>
          </div>
        </div>
        <div className="grid gap-5 tablet:grid-cols-2 print:grid-cols-2">
          <article className={card}>
            <span className="grid size-12 place-items-center rounded-tile bg-accent/15 text-accent-ink">
              <Glyph name="message-circle" size={22} />
            </span>
            <h3 className="mt-5 text-h4 text-ink">{content.sales.title}</h3>
            <p className="mt-2 flex-1 text-text-muted">{content.sales.text}</p>
            <Button opens={opens} className="mt-7 self-start">
              {content.sales.cta}
            </Button>
          </article>
          <article className={card}>
            <span className="grid size-12 place-items-center rounded-tile bg-signal/15 text-signal-ink">
              <Glyph name="mail" size={22} />
            </span>
            <h3 className="mt-5 text-h4 text-ink">{content.general.title}</h3>
            <p className="mt-2 flex-1 text-text-muted">{content.general.text}</p>
            <ButtonLink
              href={`mailto:${email}`}
              variant="secondary"
              className="mt-7 self-start"
              aria-label={`${content.general.cta}: ${email}`}
            >
              {content.general.cta}
            </ButtonLink>
          </article>
        </div>
      </div>
    </Section>
  )
}
