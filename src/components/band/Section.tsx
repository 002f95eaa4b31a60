import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { hydrationUnit } from '@/lib/hydrationMarks'

export type SectionTone = 'light' | 'dark' | 'tint'

/**
 * A band's vertical rhythm, named for its place on the page (DESIGN.md "Layout": about 96–128 px
 * on a desktop, 56–72 px on a phone). Paper needs less air between bands than a screen.
 */
export type SectionRhythm =
  | 'band'
  | 'intro'
  | 'intro-short'
  | 'joined'
  | 'tight'
  | 'chapter'
  | 'above'
  | 'body'
  | 'stacked'
  | 'still'
  | 'flush'

const rhythmClass: Record<SectionRhythm, string> = {
  /** a band among bands: 64 → 96 → 112 px, 40 px on paper */
  band: 'py-16 tablet:py-24 lg:py-28 print:py-10',
  /** a page's first band (IntroSection): room for the header over its top (on paper, h-18) */
  intro: 'pt-28 tablet:pt-36 pb-16 tablet:pb-24 print:pt-24 print:pb-10',
  /** a first band with little under its heading: less air below */
  'intro-short': 'pt-28 tablet:pt-36 pb-14 tablet:pb-20 print:pt-24 print:pb-10',
  /** a band joined to the one above it (a service's solutions under its hero): 16 px above */
  joined: 'pt-4 pb-16 tablet:pb-24 lg:pb-28 print:pb-10',
  /** a slim band between two others (the newsletter): 48 → 64 px */
  tight: 'py-12 tablet:py-16',
  /** a chapter of a case study: 64 → 96 px, 32 px on paper */
  chapter: 'py-16 tablet:py-24 print:py-8',
  /** air above only, the next band gives the air below (a case study's final picture) */
  above: 'pt-16 tablet:pt-24',
  /** a page's body under its intro, which gives the air above: 96 px below */
  body: 'pb-24',
  /** one of the bands stacked under an intro (the contacts' details and map): 64 → 96 px below */
  stacked: 'pb-16 tablet:pb-24',
  /** the industries' still grid (reduced motion, from the tablet screen): 96 px */
  still: 'py-24',
  /** none: the band places its own (the industries stack's scrolling track) */
  flush: '',
}

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  /** anchor id */
  id?: string
  tone?: SectionTone
  /** the header turns transparent while this section is at the top (spec §4 Header) */
  isHeaderTransparent?: boolean
  /** the vertical rhythm: a band's by default */
  rhythm?: SectionRhythm
  /** the children span the band's whole width; they place their own container */
  isFullBleed?: boolean
  /** decorative layers behind the container (a `Glow`), positioned against the band */
  backdrop?: ReactNode
  /** classes of the container: its layout (a grid), or `relative` to sit above the backdrop */
  containerClassName?: string
  children: ReactNode
}

const toneClass: Record<SectionTone, string> = {
  light: 'bg-paper text-text',
  tint: 'bg-paper-2 text-text',
  dark: 'bg-ink text-text-inverse',
}

/**
 * A page band: anchor, ground colour, container and vertical rhythm. It is the only element that
 * writes a band's `<section>`, and it marks itself hydrated (lib/hydrationMarks.ts), so input on it
 * before its code has arrived is held, not lost.
 */
export function Section({
  id,
  tone = 'light',
  isHeaderTransparent,
  rhythm = 'band',
  isFullBleed,
  backdrop,
  containerClassName,
  className,
  children,
  ...rest
}: SectionProps) {
  return (
    <section
      id={id}
      {...hydrationUnit}
      data-tone={tone}
      data-header-transparent={isHeaderTransparent ? '' : undefined}
      className={cn('relative', toneClass[tone], rhythmClass[rhythm], className)}
      {...rest}
    >
      {backdrop}
      {isFullBleed ? (
        children
      ) : (
        <div className={cn('container-site', containerClassName)}>{children}</div>
      )}
    </section>
  )
}

export interface SectionPartProps extends HTMLAttributes<HTMLElement> {
  /** the part's anchor; its heading carries `${id}-heading` */
  id: string
  children: ReactNode
}

/**
 * A titled part inside a band (a numbered section of a legal document): a `<section>` labelled by
 * its heading, with no ground or container of its own. It marks itself hydrated like a band.
 */
export function SectionPart({ id, children, ...rest }: SectionPartProps) {
  return (
    <section id={id} {...hydrationUnit} aria-labelledby={`${id}-heading`} {...rest}>
      {children}
    </section>
  )
}
