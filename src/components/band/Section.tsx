import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { hydrationUnit } from '@/lib/hydrationMarks'

export type SectionTone = 'light' | 'dark' | 'tint'

/**
 * A band's vertical rhythm, named for its place on the page: the class `rhythm-<name>`, whose
 * paddings are written once, in src/index.css (docs/design.md "Layout": about 96–128 px on a desktop,
 * 56–72 px on a phone; paper needs less air between bands than a screen). `band` is a band among
 * bands; `intro`/`intro-short` a page's first band; `joined` a band joined to the one above it;
 * `tight` a slim band between two others; `chapter` and `above` a case study's chapters and its
 * final picture; `body` and `stacked` the bands under an intro; `still` the industries' still
 * grid; `flush` none (the band places its own).
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
      className={cn('relative', toneClass[tone], `rhythm-${rhythm}`, className)}
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
