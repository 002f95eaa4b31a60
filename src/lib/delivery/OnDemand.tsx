import {
  createContext,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { LoadingContent } from '@/content/types'
import { elementsBetween, watchApproach } from './approach'
import { createGate, type Gate } from './gate'
import { PartFailure } from './lazyPart'
import { useHasHydrated } from './useHasHydrated'

/**
 * Renders the status beside a part whose code failed to load twice and which keeps its
 * prerendered HTML: a short line with a reload button (components/delivery/LoadFailed, in the
 * page's language; app/providers.tsx gives it). Bands and forms all show the same.
 */
export const FailedPart = createContext<() => ReactNode>(() => null)

/**
 * What the failure views say, in the page's language (the frame's `loading` copy): the layout
 * gives it around everything it renders, since a component holds no copy of its own.
 */
export const FailureCopy = createContext<LoadingContent | null>(null)

export interface OnDemandProps {
  children: ReactNode
  /** the anchor of the band inside, kept by the placeholder so a link to it lands at once */
  anchor?: string
  /** the placeholder's size and ground, like the part's, so nothing shifts when it arrives */
  className?: string
  /**
   * When its code is fetched while the page hydrates: `near`, the default, when the visitor nears
   * the part (one screen ahead), focuses or presses in it; `hydrated`, as the page hydrates,
   * wherever the visitor is (a part of the first screen kept out of the first load: the partner
   * strip). Rendered afresh (a navigation), a `near` part comes as its page shows.
   */
  when?: 'near' | 'hydrated'
}

/**
 * Whether a part hydrated from the prerendered HTML waits for the visitor to near it before its
 * code is fetched. The browser's app turns it on (app/boot/main.tsx); the prerender and tests
 * render every part at once.
 */
const LoadOnApproachContext = createContext(false)

/** Makes the `<OnDemand>` parts inside hydrate as the visitor nears them (the browser's app). */
export function LoadOnApproach({ children }: { children: ReactNode }) {
  return <LoadOnApproachContext value>{children}</LoadOnApproachContext>
}

/** Renders `children` once `gate` is open (suspends until then); at once without a gate. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.promise)
  return children
}

/**
 * The boundary around a part of a page with code of its own (a lazy band, a form): its prerendered HTML
 * stays in place until that code arrives and React hydrates it (selective hydration). While
 * hydrating, the code is not asked for until the visitor nears the part (one screen ahead:
 * `BAND_LOAD_MARGIN_VIEWPORTS`), moves keyboard focus into it, or presses a control in it (the
 * early-input capture's request): until then the boundary suspends on a promise, before its lazy
 * component renders. Two empty `<template>` markers, hydrated with the page around the part, name
 * the part's own elements (the ones between them) for the IntersectionObserver. A part rendered
 * afresh (a navigation inside the site) loads as its page shows, in the frames after its first
 * screen; its placeholder only shows then. A part whose code fails to load twice keeps its prerendered HTML, with a short status and
 * a reload button before it; rendered afresh (a navigation), its page loads whole
 * (lazyPart.ts).
 */
export function OnDemand({
  children,
  anchor,
  className = 'min-h-[40rem] bg-ink',
  when = 'near',
}: OnDemandProps) {
  const notice = use(FailedPart)
  const isLoadOnApproach = use(LoadOnApproachContext)
  // true while hydrating the prerendered HTML (and on the server), false in a fresh render
  const isHydrating = !useHasHydrated()
  // decided once: the boundary's props must not change while it is still dehydrated
  // (`approach`: whether the visitor's approach opens it, or the page showing)
  const [gate] = useState(() => {
    if (!isLoadOnApproach || when !== 'near') return null
    // rendered afresh, the part's code is the moving room's to fetch, with its page, on intent
    // or at the tap (docs/moving.md "What is fetched before the tap"): a page rendered ahead for a
    // pointer passing by fetches none of it
    return { ...createGate(), approach: isHydrating }
  })
  // its code failed while it hydrated: its HTML stays as painted, and a status says so beside it
  const [hasFailed, setFailed] = useState(false)
  const [onFailed] = useState(() => () => setFailed(true))
  const start = useRef<HTMLTemplateElement>(null)
  const end = useRef<HTMLTemplateElement>(null)
  useEffect(() => {
    if (!gate || !start.current || !end.current) return
    // rendered afresh (a page reached inside the site, or rendered ahead: docs/moving.md "The
    // visible first, the rest after"): the page's first screen shows first, this part in the frames
    // after; an effect runs only once the page shows, so a page rendered ahead keeps its placeholder
    if (!gate.approach) return gate.open()
    return watchApproach(elementsBetween(start.current, end.current), gate.open)
  }, [gate])

  // the same element while the props are (the hydration answer above changes once hydrated and
  // renders this again): a dehydrated boundary given new props is rendered afresh, its HTML lost
  const part = useMemo(
    () => (
      <Suspense fallback={<div id={anchor} aria-hidden="true" className={className} />}>
        <PartFailure value={onFailed}>
          <Gated gate={gate}>{children}</Gated>
        </PartFailure>
      </Suspense>
    ),
    [anchor, className, gate, children, onFailed],
  )
  return (
    <>
      {hasFailed && notice()}
      <template ref={start} />
      {part}
      <template ref={end} />
    </>
  )
}
