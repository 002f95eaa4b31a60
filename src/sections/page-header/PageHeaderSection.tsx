import { Glow } from '@/components/Glow'
import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/components/Breadcrumbs'
import type { PageIntro } from '@/content/types'
import { cn } from '@/lib/cn'
import { hydrationUnit } from '@/lib/hydrationMarks'

export interface PageHeaderSectionProps {
  content: PageIntro
  /** actions under the lead */
  children?: ReactNode
  className?: string
}

/** The first band of an inner page: breadcrumbs, the page's one h1, a lead and optional actions. */
export function PageHeaderSection({ content, children, className }: PageHeaderSectionProps) {
  const { breadcrumbs, title, eyebrow, lead } = content
  return (
    <section
      {...hydrationUnit}
      className={cn(
        'relative overflow-hidden bg-paper pt-28 pb-14 tablet:pt-36 tablet:pb-20',
        className,
      )}
    >
      <Glow kind="intro" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-[0.35] bg-glow-grid [background-size:48px_48px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="container-site relative">
        <Breadcrumbs {...breadcrumbs} />
        <div className="mt-8 max-w-4xl">
          {eyebrow && <p className="mb-4 text-eyebrow text-accent-ink uppercase">{eyebrow}</p>}
          <h1 tabIndex={-1} className="text-h1 text-ink">
            {title}
          </h1>
          {lead && <p className="mt-6 max-w-2xl text-lead text-text-muted">{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  )
}
