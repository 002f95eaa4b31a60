import { Section } from '@/components/band/Section'
import {
  motion,
  useMotionValue,
  useMotionValueEvent,
  useScroll,
  useTransform,
  type MotionValue,
} from 'framer-motion'
import { useCallback, useRef, useState } from 'react'
import { Button } from '@/components/primitives/Button'
import type { DialogId } from '@/config/dialogs'
import { SectionHeading } from '@/components/band/SectionHeading'
import { INDUSTRY_STACK } from '@/config/constants'
import type { IndustriesContent, Industry } from '@/content/types'
import { usePrefersReducedMotion } from '@/hooks/useMediaQuery'
import { cn } from '@/lib/cn'
import { MotionProvider } from '@/motion/MotionProvider'

export interface IndustriesStackSectionProps {
  /** the slider's labels are not used: the stack has no controls of its own */
  content: IndustriesContent
  opens: DialogId
  id?: string
}

/** spec §4: the stack's progress runs from 0 to a maximum that depends on the number of cards. */
export const stackMaximum = (count: number) => Math.max(0, count - 1)

/** Progress from the share (0…1) of the stack's scroll distance travelled. */
export const stackProgress = (share: number, count: number) =>
  Math.min(Math.max(share, 0), 1) * stackMaximum(count)

/** How far card `index` has arrived (0 below the stack, 1 in place) at a progress. */
export const cardArrival = (progress: number, index: number) =>
  index === 0 ? 1 : Math.min(Math.max(progress - (index - 1), 0), 1)

/** How many cards lie on top of card `index` at a progress (for its scale-down). */
export const cardDepth = (progress: number, index: number) => Math.max(progress - index, 0)

/** Where card `index` sits at a progress: its offset, its scale and its lift (INDUSTRY_STACK). */
export function cardPlacement(progress: number, index: number) {
  const depth = Math.min(cardDepth(progress, index), INDUSTRY_STACK.maxDepth)
  return {
    y: `${(1 - cardArrival(progress, index)) * INDUSTRY_STACK.enterPercent}%`,
    scale: 1 - depth * INDUSTRY_STACK.scaleStep,
    lift: -depth * INDUSTRY_STACK.liftPx,
  }
}

/** The room the lifted cards take above the stack: kept clear of the heading block. */
export const STACK_HEADROOM_PX = INDUSTRY_STACK.maxDepth * INDUSTRY_STACK.liftPx

function StackCard({
  item,
  index,
  progress,
  consultation,
  opens,
  isActive,
  onFocus,
}: {
  item: Industry
  index: number
  /** the card on top (marked for tests; every card stays in the accessibility tree and Tab order) */
  isActive: boolean
  /** focus came into the card: it is brought to the top */
  onFocus: () => void
  progress: MotionValue<number>
  consultation: string
  opens: DialogId
}) {
  const start = cardPlacement(progress.get(), index)
  const y = useMotionValue(start.y)
  const scale = useMotionValue(start.scale)
  const lift = useMotionValue(start.lift)
  const place = useCallback(
    (p: number) => {
      const next = cardPlacement(p, index)
      y.set(next.y)
      scale.set(next.scale)
      lift.set(next.lift)
    },
    [index, y, scale, lift],
  )
  useMotionValueEvent(progress, 'change', place)
  return (
    <motion.article
      data-top={isActive ? '' : undefined}
      onFocus={onFocus}
      style={{ y, scale, translateY: lift, zIndex: index }}
      className="absolute inset-0 grid origin-top overflow-hidden rounded-panel border border-surface-line bg-surface shadow-lift lg:grid-cols-[1.1fr_1fr]"
    >
      <div className="relative z-[1] flex flex-col justify-center p-8 lg:p-12">
        <p className="text-eyebrow text-accent uppercase">{String(index + 1).padStart(2, '0')}</p>
        <h3 className="mt-3 text-h2 text-white">{item.shortTitle}</h3>
        <p className="mt-4 max-w-md text-lead text-text-inverse-muted">{item.description}</p>
        <Button
          opens={opens}
          className="mt-8 self-start"
          aria-label={`${consultation}: ${item.title}`}
        >
          {consultation}
        </Button>
      </div>
      <img
        src={item.image.src}
        width={item.image.width}
        height={item.image.height}
        alt={item.image.alt}
        loading="lazy"
        decoding="async"
        // beside the text on wide screens; narrower, it fills the card's right side and fades
        // into the surface under the text, so no half of the card is left empty
        className="h-full w-full object-cover max-lg:absolute max-lg:inset-y-0 max-lg:right-0 max-lg:w-3/5 max-lg:opacity-80 max-lg:[mask-image:linear-gradient(to_right,transparent,black_60%)]"
      />
    </motion.article>
  )
}

/**
 * spec §2.5 (7), §4: the six industries wider than 720 px. The page's own scroll (wheel, touch,
 * keys) drives a progress value from 0 to count − 1 and the cards stack by it, in a sticky frame;
 * the page is never held. Under reduced motion the cards are a plain grid.
 * The stack is a visual effect only (docs/product.md "Moving content and assistive technology"): all six cards stay in the
 * accessibility tree and the Tab order, in order, and a card that receives focus is brought to the
 * top: the page scrolls to its step of the track.
 */
export function IndustriesStackSection({ content, opens, id }: IndustriesStackSectionProps) {
  const { items, title, eyebrow, subtitle, consultation } = content
  const isReduced = usePrefersReducedMotion()
  const trackRef = useRef<HTMLDivElement>(null)
  const { scrollYProgress } = useScroll({ target: trackRef, offset: ['start start', 'end end'] })
  const progress = useTransform(scrollYProgress, (share) => stackProgress(share, items.length))
  const [step, setStep] = useState(0)
  useMotionValueEvent(progress, 'change', (p) => setStep(Math.round(p)))

  /** Scrolls the page to card `index`'s step of the track, where it lies on top. */
  const bringToTop = (index: number) => {
    const track = trackRef.current
    if (!track || Math.round(progress.get()) === index) return
    const travel = track.offsetHeight - window.innerHeight
    const top = track.getBoundingClientRect().top + window.scrollY
    window.scrollTo({
      top: top + (travel * index) / Math.max(stackMaximum(items.length), 1),
      behavior: isReduced ? 'instant' : 'smooth',
    })
  }

  if (isReduced) {
    return (
      <Section id={id} tone="dark" className="max-tablet:hidden print:hidden">
        <SectionHeading title={title} eyebrow={eyebrow} subtitle={subtitle} tone="dark" />
        <ul className="mt-12 grid gap-5 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-card border border-surface-line bg-surface p-7">
              <h3 className="text-h3 font-bold text-white">{item.shortTitle}</h3>
              <p className="mt-3 text-text-inverse-muted">{item.description}</p>
              <Button opens={opens} className="mt-6" aria-label={`${consultation}: ${item.title}`}>
                {consultation}
              </Button>
            </li>
          ))}
        </ul>
      </Section>
    )
  }

  return (
    <MotionProvider>
      {/* on paper the slider's list stands for it (the same six industries, printed once) */}
      <Section
        id={id}
        tone="dark"
        rhythm="flush"
        isFullBleed
        className="max-tablet:hidden print:hidden"
      >
        <div
          ref={trackRef}
          style={{
            height: `${items.length * INDUSTRY_STACK.trackVhPerCard + INDUSTRY_STACK.trackVhTail}vh`,
          }}
          className="relative"
        >
          {/* clipped, not a scroll box: focus on a card lying below never scrolls the frame itself */}
          <div className="sticky top-0 flex h-screen flex-col overflow-clip pt-24 pb-10">
            <SectionHeading
              title={title}
              eyebrow={eyebrow}
              subtitle={subtitle}
              tone="dark"
              className="container-site"
              isActionsBeside
              actions={
                <ol aria-hidden="true" className="flex gap-2 pb-2">
                  {items.map((item, i) => (
                    <li
                      key={item.id}
                      className={cn(
                        'h-1.5 rounded-pill transition-colors duration-state',
                        i === step ? 'w-8 bg-accent' : 'w-3 bg-white/25',
                      )}
                    />
                  ))}
                </ol>
              }
            />
            {/* the lifted cards below the top one rise into this headroom, never further */}
            <div
              className="container-site relative mt-8 flex-1"
              style={{ paddingTop: STACK_HEADROOM_PX }}
            >
              <div data-stack-step={step} className="relative h-full max-h-[520px]">
                {items.map((item, i) => (
                  <StackCard
                    key={item.id}
                    item={item}
                    index={i}
                    progress={progress}
                    consultation={consultation}
                    opens={opens}
                    isActive={i === step}
                    onFocus={() => bringToTop(i)}
                  />
                ))}
              </div>
            </div>
          </div>
        </div>
      </Section>
    </MotionProvider>
  )
}
