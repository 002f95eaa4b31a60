import type { EmblaOptionsType } from 'embla-carousel'
import useEmblaCarousel from 'embla-carousel-react'
import { Carousel } from '@/components/carousel/Carousel'
import { CarouselArrow } from '@/components/carousel/CarouselArrow'
import { CarouselSlide } from '@/components/carousel/CarouselSlide'
import { CarouselViewport } from '@/components/carousel/CarouselViewport'
import { DotNav, fillLabel } from '@/components/primitives/DotNav'
import { Section } from '@/components/band/Section'
import { SectionHeading } from '@/components/band/SectionHeading'
import {
  SCREENS,
  TEAM_ONE_MAX_PX,
  TEAM_TWO_MAX_PX,
  maxWidthQuery,
  minWidthQuery,
} from '@/config/constants'
import type { TeamContent } from '@/content/types'
import { useEmblaAction } from '@/hooks/useEmblaAction'
import { useEmblaSelection } from '@/hooks/useEmblaSelection'
import { useInputLock } from '@/hooks/useInputLock'
import { useMediaQuery, usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import type { SwipeDirection } from '@/hooks/useSwipe'
import { cn } from '@/lib/cn'
import { useMotionSettings } from '@/motion/timings'

export interface TeamSliderSectionProps {
  content: TeamContent
  id?: string
}

/** spec §4/§9: members per page: 1 at 768 px or less, 2 at 1024 px or less, 3 wider. */
export function membersPerPage(isOneUp: boolean, isTwoUp: boolean): 1 | 2 | 3 {
  if (isOneUp) return 1
  if (isTwoUp) return 2
  return 3
}

/**
 * Embla's options for the team slider: one page a snap, no wrap of its own (the arrows wrap by
 * hand, swipes stop at the ends), and 1, 2 or 3 members a page at the spec's widths (§9).
 */
export const TEAM_CAROUSEL_OPTIONS = {
  loop: false,
  watchDrag: false,
  align: 'start',
  containScroll: 'trimSnaps',
  slidesToScroll: 1,
  breakpoints: {
    [minWidthQuery(SCREENS.md)]: { slidesToScroll: 2 },
    [minWidthQuery(SCREENS.lg)]: { slidesToScroll: 3 },
  },
} as const satisfies EmblaOptionsType

/** How many pages `count` members make at `perPage` a page. */
export const pageCountOf = (count: number, perPage: number) =>
  Math.max(1, Math.ceil(count / perPage))

/**
 * The class that hides page indicator `index` where `count` members make no such page: 6 members
 * make 6 pages at 768 px or less, 3 at 1024 px or less and 2 wider (spec §9). Every indicator is in
 * the HTML and CSS shows the right ones, so the prerendered band is right at every width.
 * Indicator 1's class hides the whole row where there is only one page.
 */
export function pageDotHiddenClass(index: number, count: number): string | undefined {
  if (index >= pageCountOf(count, 2)) return 'md:hidden'
  if (index >= pageCountOf(count, 3)) return 'lg:hidden'
  return undefined
}

/**
 * Before Embla runs, which page a width shows is CSS's to say: the class that hides member `index`
 * (from the screen reader too) where it is not on the first page.
 */
export function offFirstPageClass(index: number): string | undefined {
  if (index >= 3) return 'invisible'
  if (index >= 2) return 'max-lg:invisible'
  if (index >= 1) return 'max-md:invisible'
  return undefined
}

/**
 * spec §2.10, §4 Team slider on Embla: arrows wrap both ways (hidden on mobile), swipes of 50 px
 * or more move within bounds, "Go to slide N" indicators show when there is more than one page,
 * and input is ignored during the 300 ms animation lock (the region is marked `data-busy` meanwhile).
 * Off-page members are inert.
 */
export function TeamSliderSection({ content, id }: TeamSliderSectionProps) {
  const { members, title, eyebrow, subtitle, slider: labels } = content
  const perPage = membersPerPage(
    useMediaQuery(maxWidthQuery(TEAM_ONE_MAX_PX)),
    useMediaQuery(maxWidthQuery(TEAM_TWO_MAX_PX)),
  )
  const isReduced = usePrefersReducedMotion()
  const { TEAM_SCROLL_DURATION: duration } = useMotionSettings()
  const [viewportRef, embla] = useEmblaCarousel({ ...TEAM_CAROUSEL_OPTIONS, duration })
  // the most pages there are (one member a page); Embla's snaps say how many a width has
  const maxPages = pageCountOf(members.length, 1)
  const { index: page, count: pageCount } = useEmblaSelection(embla, maxPages)
  const isStarted = embla !== undefined
  const { take, isLocked } = useInputLock('TEAM_SLIDE_LOCK_MS')
  // reduced motion: Embla jumps instead of scrolling
  const jump = isReduced

  // a click replayed before Embla started (src/app/boot/capture.ts) is taken once it has
  const withApi = useEmblaAction(embla)

  /** Arrows wrap both ways (spec §4). */
  const next = () =>
    withApi((api) => {
      if (!take()) return
      if (api.canScrollNext()) api.scrollNext(jump)
      else api.scrollTo(0, jump)
    })
  const previous = () =>
    withApi((api) => {
      if (!take()) return
      if (api.canScrollPrev()) api.scrollPrev(jump)
      else api.scrollTo(api.scrollSnapList().length - 1, jump)
    })
  /** Swipes stay within bounds: at an end there is nothing to move, and nothing is locked. */
  const swipe = (direction: SwipeDirection) => {
    if (!embla) return
    if (direction === 'left' ? !embla.canScrollNext() : !embla.canScrollPrev()) return
    if (!take()) return
    if (direction === 'left') embla.scrollNext(jump)
    else embla.scrollPrev(jump)
  }
  const goTo = (target: number) =>
    withApi((api) => {
      if (target === api.selectedScrollSnap() || !take()) return
      api.scrollTo(target, jump)
    })

  return (
    <Section id={id} tone="light">
      <SectionHeading
        title={title}
        eyebrow={eyebrow}
        subtitle={subtitle}
        isActionsBeside
        actionsClassName="max-tablet:hidden"
        actions={
          <>
            <CarouselArrow direction="previous" label={labels.previous} onClick={previous} />
            <CarouselArrow direction="next" label={labels.next} onClick={next} />
          </>
        }
      />
      <Carousel
        label={labels.region}
        roleDescription={labels.roleDescription}
        onPrevious={previous}
        onNext={next}
        selected={page}
        data-page={page}
        data-per-page={perPage}
        // while the lock ignores input (tests wait for it to go)
        data-busy={isLocked ? '' : undefined}
        className="mt-10"
      >
        <CarouselViewport viewportRef={viewportRef} onSwipe={swipe} listClassName="-ml-5">
          {members.map((member, i) => {
            // until Embla runs the first page is CSS's (offFirstPageClass), then the members
            // off the selected page are inert
            const isOnPage = !isStarted || Math.floor(i / perPage) === page
            return (
              <CarouselSlide
                key={member.id}
                isShown={isOnPage}
                data-visible={isStarted && isOnPage ? '' : undefined}
                className={cn(
                  'basis-full pl-5 md:basis-1/2 lg:basis-1/3',
                  !isStarted && offFirstPageClass(i),
                )}
              >
                <article className="h-full overflow-hidden rounded-card border border-paper-line bg-white shadow-card">
                  {member.avatar && (
                    <img
                      src={member.avatar.src}
                      width={member.avatar.width}
                      height={member.avatar.height}
                      alt={member.avatar.alt}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square h-auto w-full bg-ink object-cover"
                    />
                  )}
                  <div className="p-6">
                    <h3 className="text-h4 text-ink">{member.name}</h3>
                    <p className="mt-1 text-small font-semibold text-accent-ink">{member.role}</p>
                    <p className="mt-3 text-text-muted">{member.bio}</p>
                  </div>
                </article>
              </CarouselSlide>
            )
          })}
        </CarouselViewport>
        {maxPages > 1 && (
          <DotNav
            count={maxPages}
            current={page}
            labelOf={(p) => fillLabel(labels.goTo, { n: p + 1 })}
            onSelect={goTo}
            // CSS shows 6, 3 or 2 from the first paint; once Embla runs, none past its snaps
            dotClassOf={(p) =>
              cn(pageDotHiddenClass(p, members.length), p >= pageCount && 'hidden')
            }
            className={cn(
              'mt-6',
              pageDotHiddenClass(1, members.length),
              pageCount <= 1 && 'hidden',
            )}
          />
        )}
      </Carousel>
    </Section>
  )
}
