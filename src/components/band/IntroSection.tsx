import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/components/primitives/Breadcrumbs'
import { Glow, type GlowKind } from '@/components/primitives/Glow'
import { Section } from '@/components/band/Section'
import type { BreadcrumbTrail } from '@/content/types'
import { cn } from '@/lib/cn'

/** The h1's step of the type scale: the home hero's display, or an inner page's h1. */
export type IntroScale = 'display' | 'page'

/**
 * Where the aside goes beside the text: `hero` and `media` centre an image beside it, `figures`
 * aligns a column of figures with its foot, `badge` puts a small mark (a client's logo) top right.
 */
export type IntroLayout = 'hero' | 'media' | 'figures' | 'badge'

export interface IntroSectionProps {
  title: ReactNode
  scale?: IntroScale
  eyebrow?: ReactNode
  lead?: ReactNode
  /** replaces the lead at 435 px or less (the lead is hidden there) */
  compactLead?: ReactNode
  /** buttons under the lead, in a wrapping row */
  actions?: ReactNode
  /** under the actions, in the text column (stat lists) */
  children?: ReactNode
  /** beside the text from the `lg` breakpoint, placed by `layout` */
  aside?: ReactNode
  layout?: IntroLayout
  /** under the text and aside, the container's width */
  footer?: ReactNode
  breadcrumbs?: BreadcrumbTrail
  tone?: 'light' | 'dark'
  glow: GlowKind
  /** the faint grid of the plain page headers, under the glow's light */
  hasGrid?: boolean
  id?: string
  className?: string
}

const titleClass: Record<IntroScale, string> = {
  display: 'text-display',
  page: 'text-h1',
}

const layoutClass: Record<IntroLayout, { body: string; text?: string }> = {
  hero: { body: 'grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]' },
  media: { body: 'grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]' },
  figures: { body: 'grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-end' },
  badge: { body: 'flex items-start justify-between gap-8', text: 'max-w-4xl' },
}

/**
 * A page's first band: breadcrumbs, eyebrow, the page's one h1 (it takes focus after a navigation,
 * lib/moving/announce.ts), a lead, actions, and an aside of art or figures. Visible in the
 * prerendered HTML with no JavaScript and never faded in.
 */
export function IntroSection({
  title,
  scale = 'page',
  eyebrow,
  lead,
  compactLead,
  actions,
  children,
  aside,
  layout,
  footer,
  breadcrumbs,
  tone = 'light',
  glow,
  hasGrid,
  id,
  className,
}: IntroSectionProps) {
  const isDark = tone === 'dark'
  // the home hero's display title has a looser rhythm than an inner page's h1
  const isDisplay = scale === 'display'
  const placement = layout ? layoutClass[layout] : { body: 'max-w-4xl' }
  const text = (
    <>
      {eyebrow && (
        <p
          className={cn(
            'text-eyebrow uppercase',
            isDisplay ? 'mb-5' : 'mb-4',
            isDark ? 'text-accent' : 'text-accent-ink',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h1 tabIndex={-1} className={cn(titleClass[scale], isDark ? 'text-white' : 'text-ink')}>
        {title}
      </h1>
      {lead && (
        <p
          className={cn(
            'mt-6 text-lead',
            isDisplay ? 'max-w-xl' : 'max-w-2xl',
            isDark ? 'text-text-inverse-muted' : 'text-text-muted',
            compactLead !== undefined && 'max-compact:hidden',
          )}
        >
          {lead}
        </p>
      )}
      {compactLead}
      {actions && (
        <div className={cn('flex flex-wrap gap-3', isDisplay ? 'mt-9' : 'mt-8')}>{actions}</div>
      )}
      {children}
    </>
  )
  return (
    <Section
      id={id}
      tone={tone}
      rhythm="intro"
      className={cn('overflow-hidden', className)}
      backdrop={
        <>
          <Glow kind={glow} />
          {hasGrid && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 opacity-[0.35] bg-glow-grid [background-size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
            />
          )}
        </>
      }
      containerClassName="relative"
    >
      {breadcrumbs && <Breadcrumbs {...breadcrumbs} tone={tone} />}
      <div className={cn(placement.body, breadcrumbs && 'mt-8')}>
        {layout ? (
          <>
            <div className={placement.text}>{text}</div>
            {aside}
          </>
        ) : (
          text
        )}
      </div>
      {footer}
    </Section>
  )
}
