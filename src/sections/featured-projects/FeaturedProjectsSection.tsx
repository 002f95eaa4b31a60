import { Glyph } from '@/components/Icon'
import { m } from 'framer-motion'
import { Link } from 'react-router-dom'
import { buttonClass } from '@/components/Button'
import { Section } from '@/components/Section'
import { SectionHeading } from '@/components/SectionHeading'
import {
  PROJECT_COLLAPSE_MS,
  PROJECT_REVEAL_MS,
  TABLET_MAX_PX,
  maxWidthQuery,
} from '@/config/constants'
import type { FeaturedProjectsContent } from '@/content/types'
import { useExpandable } from '@/hooks/useExpandable'
import { useHoverIntent } from '@/hooks/useHoverIntent'
import { useMediaQuery } from '@/hooks/useMediaQuery'
import { cn } from '@/lib/cn'
import { scrollToTopAfterNavigation } from '@/lib/scroll'
import { MotionProvider } from '@/motion/MotionProvider'
import { toSeconds } from '@/motion/transitions'

export interface FeaturedProjectsSectionProps {
  content: FeaturedProjectsContent
  viewAllHref: string
  /** every card's plain "View Project" link (spec: /case-page) */
  projectHref: string
  /** show at most this many projects */
  limit?: number
  id?: string
}

/**
 * spec §2.4, §4 Featured projects. Above 1200 px: hovering a card for 300 ms dims the others;
 * hover is blocked while the page scrolls (released 300 ms after) and cleared 300 ms after the
 * pointer leaves the area. At 1200 px or less: a tap anywhere on a card expands it, its content
 * shows 900 ms later; a tap on the expanded card hides the content at once and collapses it 200 ms
 * later (its "View Project" link still navigates).
 * The markup is the same at every width and CSS (the `desktop` screen) lays it out: the prerendered
 * card is collapsed at 1200 px or less and open wider, before any JavaScript runs. The media query
 * decides only behaviour once the app runs (hover intent, the layout animation).
 */
export function FeaturedProjectsSection({
  content,
  viewAllHref,
  projectHref,
  limit,
  id,
}: FeaturedProjectsSectionProps) {
  const { items: projects, title, eyebrow, subtitle, viewProject, viewAll } = content
  const isCompact = useMediaQuery(maxWidthQuery(TABLET_MAX_PX))
  const hover = useHoverIntent({ isEnabled: !isCompact })
  const expand = useExpandable()
  const shown = limit === undefined ? projects : projects.slice(0, limit)

  return (
    <MotionProvider>
      <Section id={id} tone="dark" isHeaderTransparent className="overflow-hidden">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading title={title} eyebrow={eyebrow} subtitle={subtitle} tone="dark" />
          {viewAll && (
            <Link
              to={viewAllHref}
              onClick={() => scrollToTopAfterNavigation()}
              className={buttonClass({
                variant: 'secondary',
                tone: 'dark',
                className: 'self-start lg:self-auto',
              })}
            >
              {viewAll}
              <Glyph name="arrow-right" size={18} />
            </Link>
          )}
        </div>
        <ul
          onPointerEnter={hover.enterArea}
          onPointerLeave={hover.leaveArea}
          data-hover-blocked={hover.isBlocked ? '' : undefined}
          className="mt-12 grid gap-5 tablet:grid-cols-2 desktop:grid-cols-4"
        >
          {shown.map((project) => {
            // wider than 1200 px the title's button is hidden, so nothing expands a card there
            // (and a change of width resets the expanded card)
            const isExpanded = expand.expandedId === project.id
            const isContentVisible = isExpanded && expand.isContentVisible
            const isDimmed = hover.hoveredId !== null && hover.hoveredId !== project.id
            const isHovered = hover.hoveredId === project.id
            const contentId = `${project.id}-project-content`
            return (
              <m.li
                key={project.id}
                layout={isCompact ? 'position' : false}
                transition={{
                  duration: toSeconds(isExpanded ? PROJECT_REVEAL_MS : PROJECT_COLLAPSE_MS),
                }}
                data-project={project.id}
                data-dimmed={isDimmed ? '' : undefined}
                data-hovered={isHovered ? '' : undefined}
                data-expanded={isExpanded ? '' : undefined}
                onPointerEnter={(e) =>
                  e.pointerType === 'mouse' && hover.enterCard(project.hasHover ? project.id : null)
                }
                // a pointer resting on a card while the page scrolled counts once it moves again
                onPointerMove={(e) =>
                  e.pointerType === 'mouse' &&
                  !hover.hoveredId &&
                  hover.enterCard(project.hasHover ? project.id : null)
                }
                onPointerLeave={hover.leaveCard}
                className={cn(
                  'group relative overflow-hidden rounded-[24px] border bg-surface transition-[opacity,transform,border-color] duration-lock ease-soft',
                  isDimmed ? 'opacity-45' : 'opacity-100',
                  isHovered ? '-translate-y-1 border-accent/50' : 'border-surface-line',
                )}
              >
                <div
                  className={cn(
                    'overflow-hidden transition-transform duration-reveal ease-soft',
                    isExpanded && 'scale-[1.02]',
                  )}
                >
                  <img
                    src={project.image.src}
                    width={project.image.width}
                    height={project.image.height}
                    alt={project.image.alt}
                    loading="lazy"
                    decoding="async"
                    className={cn(
                      'aspect-[4/3] h-auto w-full object-cover transition-transform duration-reveal ease-soft',
                      isHovered && 'scale-[1.04]',
                    )}
                  />
                </div>
                <div className="p-6 tablet:p-7">
                  <ul className="flex flex-wrap gap-2">
                    {project.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-pill border border-white/15 px-3 py-1 text-xs font-semibold text-text-inverse-muted"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <h3 className="mt-4 text-2xl font-bold text-white">
                    <button
                      type="button"
                      aria-expanded={isExpanded}
                      aria-controls={contentId}
                      onClick={() => expand.toggle(project.id)}
                      // the whole card is the tap target: the button's ::after covers it (its
                      // image, its text), so a tap anywhere is one click on this button, and the
                      // button stays the keyboard control
                      className="flex w-full items-center justify-between gap-4 text-left after:absolute after:inset-0 after:cursor-pointer after:content-[''] desktop:hidden"
                    >
                      {project.title}
                      <Glyph
                        name="plus"
                        size={22}
                        className={cn(
                          'shrink-0 text-accent transition-transform duration-lock',
                          isExpanded && 'rotate-45',
                        )}
                      />
                    </button>
                    <span className="max-desktop:hidden">{project.title}</span>
                  </h3>
                  <div
                    id={contentId}
                    data-content-visible={isContentVisible ? '' : undefined}
                    // shown once its card's content is visible at 1200 px or less, always wider
                    className="hidden opacity-0 transition-opacity duration-lock data-content-visible:block data-content-visible:opacity-100 desktop:block desktop:opacity-100"
                  >
                    <p className="mt-3 text-text-inverse-muted">{project.description}</p>
                    <Link
                      to={projectHref}
                      aria-label={`${viewProject}: ${project.title}`}
                      // above the card-wide tap target of the title button
                      className="relative z-10 mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline"
                    >
                      {viewProject}
                      <Glyph name="arrow-up-right" size={18} />
                    </Link>
                  </div>
                </div>
              </m.li>
            )
          })}
        </ul>
      </Section>
    </MotionProvider>
  )
}
