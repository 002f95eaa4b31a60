/**
 * Every timing, breakpoint and threshold of the specification (§4, §9), and the site's own motion
 * durations, in one module. tailwind.config.ts reads this file for its screens and transition
 * durations (`duration-hover`, `duration-project-reveal`, …), and the code reads the same names, so
 * a designer and a developer tune the same numbers.
 * Plain data, no React, no DOM: the Tailwind config, Node scripts and the app all import it.
 */

// ── Timings (milliseconds) ───────────────────────────────────────────────────

/** spec §4/§9: testimonial card fade-and-swap */
export const TESTIMONIAL_SWAP_MS = 150
/** spec §4/§9: industries slider change transition (card dimmed, input ignored) */
export const INDUSTRY_TRANSITION_MS = 150
/** spec §4/§9: industries slider auto-advance */
export const INDUSTRY_AUTO_ADVANCE_MS = 4000
/** spec §4/§9: partner logo set rotation */
export const PARTNER_ROTATION_MS = 5000
/** spec §4/§9: partner strip fade before the set switches */
export const PARTNER_FADE_MS = 300
/** spec §4/§9: the fade flag is cleared this long after the switch */
export const PARTNER_FADE_CLEAR_MS = 50
/** one frame at 60 Hz, in whole ms as timers run: how far a partner set may come from its 5 s */
export const FRAME_MS = 17
/** spec §4/§9: featured projects hover intent before the others dim */
export const PROJECT_HOVER_INTENT_MS = 300
/** spec §4/§9: hover stays blocked this long after scrolling stops */
export const PROJECT_SCROLL_RELEASE_MS = 300
/** spec §4/§9: leaving the projects area clears the hover after this */
export const PROJECT_HOVER_CLEAR_MS = 300
/** spec §4/§9: team slider animation lock */
export const TEAM_SLIDE_LOCK_MS = 300
/** spec §4/§9: an expanded project card shows its content after this */
export const PROJECT_REVEAL_MS = 900
/** spec §4/§9: a tapped expanded card collapses after this */
export const PROJECT_COLLAPSE_MS = 200
/**
 * Not in the spec (docs/design.md "Motion"): a collapsing project card shrinks over this, from the end of
 * its 200 ms collapse delay (it grows over the 900 ms before its content shows)
 */
export const PROJECT_SHRINK_MS = 300
/** Not in the spec (docs/design.md "Motion"): a project card's content fades in over this once it shows */
export const PROJECT_CONTENT_FADE_MS = 250
/** spec §2.2/§9: scroll to top after "View all" or a service card navigates */
export const NAV_SCROLL_TOP_DELAY_MS = 100
/** docs/product.md "Response timer": its length, in seconds */
export const RESPONSE_TIMER_SECONDS = 600
/** docs/product.md "Response timer": it ticks once a second */
export const RESPONSE_TIMER_TICK_MS = 1000
/** docs/product.md "Forms and e-mail delivery": a send with no answer after this has failed */
export const EMAIL_TIMEOUT_MS = 15000
/** abuse guard: after a delivered message, a form sends again no sooner than this (lib/email.ts) */
export const EMAIL_RATE_LIMIT_MS = 3000
/**
 * Not in the spec: a click or submit made before the app could take it (src/app/boot/capture.ts)
 * waits this long for its part of the page to hydrate; then the visitor is told it did not go
 * through (nothing sent, nothing typed lost) instead of waiting on for ever.
 */
export const HELD_INPUT_MAX_MS = 10000

// ── Moving through the site (docs/moving.md) ─────

/**
 * Not in the spec: a tap on a link whose page cannot show within this shows the navigation bar
 * at the top and marks `<main>` busy, at once (lib/moving/navigation.ts)
 */
export const NAVIGATION_FEEDBACK_MS = 100
/**
 * Not in the spec: how long a pointer rests on a link of the site before its page's code and
 * content are fetched (a pointer passing over it on its way elsewhere fetches nothing)
 */
export const LINK_INTENT_REST_MS = 65
/**
 * Not in the spec: the bytes the links in view may fetch ahead of a tap, per page view (when the
 * page is idle; a visitor's own intent is not counted against it)
 */
export const PREFETCH_BUDGET_BYTES = 60 * 1024
/**
 * Not in the spec: the links in view are fetched once the browser is idle after the page has
 * loaded, or at most this long after it
 */
export const PREFETCH_IDLE_MAX_MS = 2000
/**
 * Not in the spec: how long a full load of an address is taken to last where the document cannot
 * tell its own first paint (lib/moving/navigation.ts; elsewhere that first paint is the measure)
 */
export const FULL_LOAD_FALLBACK_MS = 3000
/**
 * Not in the spec (docs/moving.md "The next page rendered before the tap"): how many pages the
 * visitor showed intent for are rendered ahead, hidden, beside the visible one
 */
export const PAGES_AHEAD_MAX = 2
/** Not in the spec (docs/design.md "Motion"): one sweep of the navigation bar's light across the top */
export const NAVIGATION_PROGRESS_MS = 1100

/** platform: the longest delay setTimeout keeps (2^31 − 1 ms, about 24.8 days); longer fires at once */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1

/** spec §4: a changing testimonial or industry card is dimmed to half opacity */
export const CAROUSEL_DIM_OPACITY = 0.5
/**
 * Embla's scroll `duration` for the team slider's pages, in Embla's own unit (not milliseconds:
 * a higher number scrolls slower; Embla's default is 25). 22 lands a page within the 300 ms lock.
 */
export const TEAM_SCROLL_DURATION = 22
/**
 * The industries card stack (desktop, docs/design.md "Motion"): each card below the top one is lifted by
 * `liftPx` and scaled down by `scaleStep` per card above it, up to `maxDepth` cards; a card not yet
 * arrived waits `enterPercent` of its height below. The stack keeps `maxDepth × liftPx` clear
 * above it, so the lifted cards never reach the heading block.
 */
export const INDUSTRY_STACK = {
  liftPx: 18,
  scaleStep: 0.04,
  maxDepth: 3,
  enterPercent: 115,
  /** scroll distance per card, in viewport heights (the sticky frame's track) */
  trackVhPerCard: 60,
  /** extra track after the last card, in viewport heights */
  trackVhTail: 40,
} as const
/** The house easing (docs/design.md "Motion": quick, soft): Tailwind's `ease-soft` and framer-motion's fades. */
export const EASE_SOFT = [0.22, 1, 0.36, 1] as const

// ── The site's own motion (docs/design.md "Motion"; not the spec's timings) ───────

/** docs/design.md "Motion": a control or card answering the pointer or focus (colour, border, lift) */
export const HOVER_TRANSITION_MS = 300
/**
 * docs/design.md "Motion": a look that follows a state rather than the pointer (the header turning
 * solid, the industries stack's current step, the running timer, an icon turning as its panel
 * opens)
 */
export const STATE_TRANSITION_MS = 300
/** docs/design.md "Motion": the picture of a hovered project card zooms in slowly over this */
export const IMAGE_ZOOM_MS = 900
/**
 * docs/design.md "Motion": a page reached inside the site enters in this, from a light fade and a
 * short rise (`page-enter` in src/index.css: the compositor runs it from its first frame), ≤ 250
 */
export const PAGE_TRANSITION_MS = 200

// ── Breakpoints (CSS pixels, inclusive maxima as the spec words them) ────────

/** spec §2.4/§9: hero and intro mobile layout at this width or less */
export const HERO_COMPACT_MAX_PX = 435
/** spec §9: mobile at this width or less */
export const MOBILE_MAX_PX = 720
/** spec §9: team slider shows 1 member per page at this width or less */
export const TEAM_ONE_MAX_PX = 768
/** spec §9: team slider shows 2 members per page at this width or less */
export const TEAM_TWO_MAX_PX = 1024
/** spec §9: tablet up to this width; the desktop projects grid is wider */
export const TABLET_MAX_PX = 1200

/**
 * Tailwind screens (min-width, so each is the spec's maximum + 1 px):
 * `compact:` ≥436, `tablet:` ≥721, `md:` ≥769, `lg:` ≥1025, `desktop:` ≥1201,
 * and the `max-*` variants give the spec's "or less" ranges (`max-tablet:` ≤720).
 */
export const SCREENS = {
  compact: HERO_COMPACT_MAX_PX + 1,
  tablet: MOBILE_MAX_PX + 1,
  md: TEAM_ONE_MAX_PX + 1,
  lg: TEAM_TWO_MAX_PX + 1,
  desktop: TABLET_MAX_PX + 1,
} as const

/** Media query for "this width or less" in CSS pixels. */
export const maxWidthQuery = (maxPx: number): string => `(max-width: ${maxPx}px)`
/** Media query for "this width or more" in CSS pixels (Embla's `breakpoints` keys). */
export const minWidthQuery = (minPx: number): string => `(min-width: ${minPx}px)`

// ── Thresholds ───────────────────────────────────────────────────────────────

/** spec §4/§9: the header turns "scrolled" past this share of the viewport height */
export const HEADER_SCROLLED_VIEWPORT_RATIO = 0.7
/** spec §4/§9: a marked section counts as at the top when its top is this close or closer */
export const SECTION_AT_TOP_PX = 100
/** spec §4/§9: the shortest swipe that moves a slider */
export const SWIPE_MIN_PX = 50
/** spec §2.13/§9: height of the map on /contacts */
export const MAP_HEIGHT_PX = 550
/**
 * Not in the spec: the map on /contacts (a third-party page) loads once it is this close to the
 * viewport, not with the page (`loading="lazy"` alone fetched it at once on a phone: Chromium
 * loads a lazy frame up to 1250–2500 px below the screen)
 */
export const MAP_LOAD_MARGIN_PX = 400

/**
 * How near the viewport a band below the first screen must come before its code is fetched, in
 * viewport heights above and below the screen (IntersectionObserver's rootMargin, as a percentage
 * of the viewport): one screen ahead, so a scrolling visitor finds it hydrated
 */
export const BAND_LOAD_MARGIN_VIEWPORTS = 1
/**
 * Not in the spec: the first screen's animation code (the partner strip's fade) is fetched when
 * the browser is idle after the page has hydrated, or at most this long after it, in ms
 */
export const MOTION_LOAD_IDLE_MAX_MS = 2000
