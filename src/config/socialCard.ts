/**
 * The link preview every page has of its own: the card's size and the measures of
 * its layout, in px of the 1200×630 picture the build draws (app/social-card/SocialCard.tsx,
 * scripts/build/og-cards.mjs). Colours are the palette's (config/tokens.ts).
 * Plain data, no React: the meta tags, the card and the build script read it.
 */

/** Open Graph's recommended large card (LinkedIn, Slack, WhatsApp, X all crop it alike), in px */
export const SOCIAL_CARD_WIDTH_PX = 1200
/** the large card's height, in px (1.91:1) */
export const SOCIAL_CARD_HEIGHT_PX = 630

/** The folder of the cards in dist/ and on the site: `/og/<page>.png` */
export const SOCIAL_CARD_DIR = '/og'
/** the home page's card name (`/` has no name of its own) */
export const SOCIAL_CARD_HOME_NAME = 'home'

/** The card's layout, in px. */
export const SOCIAL_CARD_LAYOUT = {
  /** space between the picture's edge and the text */
  padding: 72,
  /** the text column's width: the figures' panel and the art take the rest */
  textWidth: 700,
  /** the figures' panel, over the art on the right */
  panelWidth: 300,
  panelPadding: 32,
  panelGap: 24,
  /** the mark of the logo and the word beside it */
  logoMark: 52,
  logoGap: 14,
  /** the bar along the bottom edge, in the two accents */
  barHeight: 8,
  /** the dot before the eyebrow */
  eyebrowDot: 10,
  tagPaddingX: 18,
  tagPaddingY: 8,
  gap: 20,
} as const

/** The card's type sizes, in px, and the title's steps down as it grows longer. */
export const SOCIAL_CARD_TYPE = {
  wordmark: 34,
  eyebrow: 20,
  /** the title, by its length in characters: the first size whose limit it stays within */
  title: [
    { maxChars: 28, size: 76 },
    { maxChars: 48, size: 64 },
    { maxChars: 72, size: 54 },
    { maxChars: Number.POSITIVE_INFINITY, size: 46 },
  ],
  text: 26,
  figure: 64,
  figureLabel: 21,
  tag: 20,
  footer: 22,
  /** letter-spacing of the headings, in em (the site's headings are set a little tight) */
  headingTracking: -0.02,
  /** the logo's word, as the header sets it */
  wordmarkTracking: -0.03,
  eyebrowTracking: 0.12,
  /** line heights */
  titleLeading: 1.08,
  eyebrowLeading: 1.4,
  textLeading: 1.4,
  /** at most this many lines of text under the title */
  textLines: 2,
} as const

/** Weights of Manrope the card is set in (static cuts from @fontsource/manrope). */
export const SOCIAL_CARD_WEIGHTS = [500, 700, 800] as const

/**
 * The Manrope subsets the card's fonts are loaded from, in the order a letter is looked up: the
 * site's languages' letters (config/locales.ts) are all in these.
 */
export const SOCIAL_CARD_SUBSETS = ['latin', 'latin-ext', 'cyrillic'] as const

/** The font family the card names for one subset (satori looks each letter up family by family). */
export const socialCardFamily = (subset: string): string => `Manrope ${subset}`
