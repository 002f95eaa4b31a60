import { Glyph } from '@/components/primitives/Icon'
import { buttonClass } from '@/components/primitives/Button'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import type { OfferingsContent } from '@/content/types'
import { cn } from '@/lib/cn'
import { scrollToTopAfterNavigation } from '@/lib/scroll'
import { Link } from '@/lib/moving'

export interface OfferingsSectionProps {
  content: OfferingsContent
  id?: string
}

/**
 * spec §2.4 Offerings: one featured card with an optional badge ("Most popular") and
 * "View more", and the other cards. "View more" navigates, then scrolls to the top 100 ms later.
 */
export function OfferingsSection({ content, id }: OfferingsSectionProps) {
  const { items, title, eyebrow, subtitle } = content
  return (
    <Section id={id} tone="light">
      <SectionHeading title={title} eyebrow={eyebrow} subtitle={subtitle} />
      <ul className="mt-12 grid gap-5 lg:grid-cols-3">
        {items.map((item) => {
          const isFeatured = Boolean(item.isFeatured)
          return (
            <li
              key={item.id}
              className={cn(
                'relative flex flex-col overflow-hidden rounded-card p-7 tablet:p-8',
                isFeatured
                  ? 'bg-ink text-text-inverse shadow-lift'
                  : 'border border-paper-line bg-white shadow-card',
              )}
            >
              {isFeatured && (
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-circle bg-glow-featured"
                />
              )}
              <div className="relative flex items-start justify-between gap-4">
                <h3 className={cn('text-h3 font-bold', isFeatured ? 'text-white' : 'text-ink')}>
                  {item.title}
                </h3>
                {item.isFeatured && item.showBadge !== false && (
                  <span className="shrink-0 rounded-pill bg-accent px-3 py-1 text-caption font-bold text-ink">
                    {item.badgeText}
                  </span>
                )}
              </div>
              <p
                className={cn(
                  'relative mt-4 flex-1',
                  isFeatured ? 'text-text-inverse-muted' : 'text-text-muted',
                )}
              >
                {item.description}
              </p>
              <Link
                to={item.href}
                onClick={() => scrollToTopAfterNavigation()}
                aria-label={`${item.buttonText}: ${item.title}`}
                className={buttonClass({
                  variant: isFeatured ? 'primary' : 'secondary',
                  className: 'relative mt-8 self-start',
                })}
              >
                {item.buttonText}
                <Glyph name="arrow-right" size={18} />
              </Link>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
