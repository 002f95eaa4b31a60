import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { hydrationUnit } from '@/lib/hydrationMarks'

export type SectionTone = 'light' | 'dark' | 'tint'

/**
 * The bands' vertical rhythms, each written once (docs/design.md "Layout": about 96–128 px on a
 * desktop, 56–72 px on a phone; paper needs less air between bands than a screen), named for the
 * band's place on the page; the names are the type `SectionRhythm`.
 */
export const RHYTHMS = {
  /** a band among bands: 64 → 96 → 112 px, 40 px on paper */
  band: 'py-16 tablet:py-24 lg:py-28 print:py-10',
  /** a page's first band (IntroSection): room for the header over its top (on paper, h-18) */
  intro: 'pt-28 pb-16 tablet:pt-36 tablet:pb-24 print:pt-24 print:pb-10',
  /** a slim band between two others (the newsletter): 48 → 64 px */
  tight: 'py-12 tablet:py-16',
  /**
   * a band under one that gives the air above it (a page's body under its intro, a service's
   * solutions under its hero): a band's air below only
   */
  trim: 'pb-16 tablet:pb-24 lg:pb-28 print:pb-10',
  /** none: the band places its own (the industries stack's scrolling track) */
  flush: '',
} as const

export type SectionRhythm = keyof typeof RHYTHMS

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
      className={cn('relative', toneClass[tone], RHYTHMS[rhythm], className)}
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
