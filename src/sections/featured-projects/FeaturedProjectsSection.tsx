import { Glyph } from '@/components/primitives/Icon'
import { animate, motion, useMotionValue } from 'framer-motion'
import { useEffect, type ReactNode } from 'react'
import { buttonClass } from '@/components/primitives/Button'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import { TABLET_MAX_PX, maxWidthQuery } from '@/config/constants'
import type { FeaturedProjectsContent } from '@/content/types'
import { useExpandable } from '@/hooks/useExpandable'
import { useHoverIntent } from '@/hooks/useHoverIntent'
import { useMediaQuery, usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { cn } from '@/lib/cn'
import { scrollToTopAfterNavigation } from '@/lib/scroll'
import { useHasHydrated } from '@/lib/delivery'
import { MotionProvider } from '@/motion/MotionProvider'
import { instantTransition, projectCardTransitions } from '@/motion/projectCard'
import { useMotionSettings } from '@/motion/timings'
import { fadeTransition } from '@/motion/transitions'
import { Link } from '@/lib/moving'

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
 * When things happen is useExpandable's timers; framer-motion only draws it: the card grows from
 * the tap on, through the 900 ms, and shrinks from the end of the 200 ms (its content wrapper's
 * height, to 'auto' and back to 0), and the content fades in once it shows. No state waits for
 * an animation, and under reduced motion the same states arrive without drawing.
 * The markup is the same at every width and CSS (the `desktop` screen) lays it out: the prerendered
 * card is collapsed at 1200 px or less and open wider, before any JavaScript runs. The media query
 * decides only behaviour once the app runs (hover intent, the drawn height).
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
  const transitions = projectCardTransitions(useMotionSettings())
  const isReducedMotion = usePrefersReducedMotion()
  // framer-motion draws the heights and the fade once the app owns the section; CSS sets them
  // in the prerendered HTML and through hydration
  const isMotionLive = useHasHydrated()
  const shown = limit === undefined ? projects : projects.slice(0, limit)

  return (
    <MotionProvider>
      <Section id={id} tone="dark" isHeaderTransparent className="overflow-hidden">
        <SectionHeading
          title={title}
          eyebrow={eyebrow}
          subtitle={subtitle}
          tone="dark"
          actions={
            viewAll && (
              <Link
                to={viewAllHref}
                onClick={() => scrollToTopAfterNavigation()}
                className={buttonClass({ variant: 'secondary', tone: 'dark' })}
              >
                {viewAll}
                <Glyph name="arrow-right" size={18} />
              </Link>
            )
          }
        />
        <ul
          onPointerEnter={hover.enterArea}
          onPointerLeave={hover.leaveArea}
          data-hover-blocked={hover.isBlocked ? '' : undefined}
          // a growing card does not stretch its neighbour in the row (wider, all are open)
          className="mt-12 grid items-start gap-5 tablet:grid-cols-2 desktop:grid-cols-4 desktop:items-stretch print:grid-cols-2"
        >
          {shown.map((project) => {
            // wider than 1200 px the title's button is hidden, so nothing expands a card there
            // (and a change of width resets the expanded card): every card is open, its content
            // shown
            const isExpanded = expand.expandedId === project.id
            const isOpen = !isCompact || isExpanded
            const isContentVisible = !isCompact || (isExpanded && expand.isContentVisible)
            const isDrawn = isCompact && !isReducedMotion
            const isDimmed = hover.hoveredId !== null && hover.hoveredId !== project.id
            const isHovered = hover.hoveredId === project.id
            const contentId = `${project.id}-project-content`
            return (
              <li
                key={project.id}
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
                  'group relative overflow-hidden rounded-frame border bg-surface transition-[opacity,translate,border-color] duration-hover ease-soft',
                  isDimmed ? 'opacity-45' : 'opacity-100',
                  isHovered ? '-translate-y-1 border-accent/50' : 'border-surface-line',
                )}
              >
                {/* the art is decoration: a printed card is its words */}
                <div
                  className={cn(
                    'overflow-hidden transition-transform duration-project-reveal ease-soft print:hidden',
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
                      'aspect-[4/3] h-auto w-full object-cover transition-transform duration-zoom ease-soft',
                      isHovered && 'scale-[1.04]',
                    )}
                  />
                </div>
                <div className="p-6 tablet:p-7">
                  <ul className="flex flex-wrap gap-2">
                    {project.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-pill border border-white/15 px-3 py-1 text-caption font-semibold text-text-inverse-muted"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                  <h3 className="mt-4 text-h3 font-bold text-white">
                    <button
                      type="button"
                      aria-expanded={isExpanded}
                      aria-controls={contentId}
                      onClick={() => expand.toggle(project.id)}
                      // the whole card is the tap target: the button's ::after covers it (its
                      // image, its text), so a tap anywhere is one click on this button, and the
                      // button stays the keyboard control
                      className="flex w-full items-center justify-between gap-4 text-left after:absolute after:inset-0 after:cursor-pointer after:content-[''] desktop:hidden print:hidden"
                    >
                      {project.title}
                      <Glyph
                        name="plus"
                        size={22}
                        className={cn(
                          'shrink-0 text-accent transition-transform duration-state',
                          isExpanded && 'rotate-45',
                        )}
                      />
                    </button>
                    <span className="max-desktop:hidden print:inline">{project.title}</span>
                  </h3>
                  <motion.div
                    // the card's height: 0 while collapsed at 1200 px or less, 'auto' when open.
                    // CSS sets it from the card's data attribute (the prerendered HTML, and before
                    // the app owns the section); once it does, the drawn inline
                    // height wins
                    animate={isMotionLive ? { height: isOpen ? 'auto' : 0 } : undefined}
                    transition={
                      isDrawn ? (isOpen ? transitions.grow : transitions.shrink) : instantTransition
                    }
                    // on paper every card is open, whatever the app drew (inline height, visibility
                    // and opacity included)
                    className="overflow-hidden max-desktop:h-0 max-desktop:group-data-expanded:h-auto print:h-auto!"
                  >
                    <div
                      id={contentId}
                      data-content-visible={isContentVisible ? '' : undefined}
                      // hidden, not only clipped (its link is not focusable), until its card's
                      // content shows: CSS in the prerendered HTML (and wider than 1200 px), the
                      // running app at 1200 px or less inline as well
                      className="max-desktop:invisible max-desktop:data-content-visible:visible print:visible!"
                      style={
                        isCompact
                          ? { visibility: isContentVisible ? 'visible' : 'hidden' }
                          : undefined
                      }
                    >
                      <ContentFade
                        isVisible={isContentVisible}
                        isDrawn={isDrawn}
                        isLive={isMotionLive}
                      >
                        <p className="mt-3 text-text-inverse-muted">{project.description}</p>
                        <Link
                          to={projectHref}
                          aria-label={`${viewProject}: ${project.title}`}
                          // above the card-wide tap target of the title button
                          className="pointer-events-auto relative z-10 mt-5 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent underline-offset-4 hover:underline"
                        >
                          {viewProject}
                          <Glyph name="arrow-up-right" size={18} />
                        </Link>
                      </ContentFade>
                    </div>
                  </motion.div>
                </div>
              </li>
            )
          })}
        </ul>
      </Section>
    </MotionProvider>
  )
}

interface ContentFadeProps {
  isVisible: boolean
  /** drawn (at 1200 px or less, without reduced motion); else the change shows at once */
  isDrawn: boolean
  /** the app owns the section: until then the prerendered HTML's state stays */
  isLive: boolean
  children: ReactNode
}

/**
 * A card's content, faded in when it shows and hidden at once (spec §4). The opacity is a motion
 * value animated by framer-motion's `animate()` on its own frame loop (animation frames and
 * `performance.now`), bound through `style`: the page's clock draws it, a tester's fake clock
 * included (an element animation would run on the browser's own timeline, which a fake clock
 * does not move).
 */
function ContentFade({ isVisible, isDrawn, isLive, children }: ContentFadeProps) {
  const opacity = useMotionValue(1)
  const { PROJECT_CONTENT_FADE_MS: fadeMs, EASE_SOFT: ease } = useMotionSettings()
  useEffect(() => {
    if (!isLive) return
    const target = isVisible ? 1 : 0
    if (!isDrawn || !isVisible) return opacity.jump(target)
    const controls = animate(opacity, target, fadeTransition(fadeMs, ease))
    return () => controls.stop()
  }, [isVisible, isDrawn, isLive, opacity, fadeMs, ease])
  return (
    <motion.div
      style={{ opacity }}
      // while it fades (opacity below 1) it is painted above the card-wide tap target: taps on
      // its text go through to the card, only its link takes them
      className="max-desktop:pointer-events-none print:opacity-100!"
    >
      {children}
    </motion.div>
  )
}
