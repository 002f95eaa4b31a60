import type { CSSProperties } from 'react'
import { site } from '@/config/site'
import {
  SOCIAL_CARD_HEIGHT_PX,
  SOCIAL_CARD_LAYOUT as L,
  SOCIAL_CARD_SUBSETS,
  SOCIAL_CARD_TYPE as T,
  SOCIAL_CARD_WIDTH_PX,
  socialCardFamily,
} from '@/config/socialCard'
import { PALETTE as C, RADIUS, rgba } from '@/config/tokens'
import type { SocialCard as SocialCardData } from '@/app/social-card/socialCards'

export interface SocialCardProps {
  card: SocialCardData
  /** the card's art as a data: URL (the build reads `card.art.src` from public/) */
  artSrc?: string
}

/** The title's size: the larger the fewer its characters (config/socialCard.ts). */
const titleSize = (title: string) =>
  // the last step has no limit, so one always matches
  T.title.find((step) => title.length <= step.maxChars)?.size ?? T.title[0].size

const em = (value: number) => `${value}em`
const px = (value: string) => Number.parseFloat(value)

/** The middle of the figures' panel, across the card. */
const PANEL_CENTER_X = SOCIAL_CARD_WIDTH_PX - L.padding - L.panelWidth / 2

const layer: CSSProperties = { position: 'absolute', top: 0, left: 0, right: 0, bottom: 0 }

/**
 * One page's link preview, 1200×630, as satori lays it out (flexbox only, inline styles): the
 * logo, the eyebrow, the title and its promise on the ink ground, the page's own art fading in
 * from the right under the amber and cyan glows, its figures on a panel over the art, and the
 * page's address above the accents' bar. Only the build draws it (scripts/build/og-cards.mjs).
 */
export function SocialCard({ card, artSrc }: SocialCardProps) {
  const [word, ...rest] = site.brand.split(' ')
  const size = titleSize(card.title)
  const artWidth = card.art ? (SOCIAL_CARD_HEIGHT_PX * card.art.width) / card.art.height : 0
  return (
    <div
      lang={card.lang}
      style={{
        display: 'flex',
        position: 'relative',
        width: SOCIAL_CARD_WIDTH_PX,
        height: SOCIAL_CARD_HEIGHT_PX,
        backgroundColor: C.ink.DEFAULT,
        color: C.text.inverse,
        fontFamily: SOCIAL_CARD_SUBSETS.map(socialCardFamily).join(', '),
      }}
    >
      {artSrc && card.art && (
        // the art's middle behind the figures' panel, as high as the card
        <img
          src={artSrc}
          alt=""
          width={artWidth}
          height={SOCIAL_CARD_HEIGHT_PX}
          style={{
            position: 'absolute',
            top: 0,
            left: PANEL_CENTER_X - artWidth / 2,
            width: artWidth,
            height: SOCIAL_CARD_HEIGHT_PX,
          }}
        />
      )}
      {/* the ink fades across the art, so the text sits on a calm ground */}
      <div
        style={{
          ...layer,
          backgroundImage: `linear-gradient(90deg, ${C.ink.DEFAULT} 0%, ${C.ink.DEFAULT} 50%, ${rgba(C.ink.DEFAULT, 0.6)} 70%, ${rgba(C.ink.DEFAULT, 0)} 100%)`,
        }}
      />
      <div
        style={{
          ...layer,
          backgroundImage: [
            `radial-gradient(ellipse 60% 70% at 0% 100%, ${rgba(C.accent.DEFAULT, 0.22)}, ${rgba(C.accent.DEFAULT, 0)} 70%)`,
            `radial-gradient(ellipse 55% 60% at 100% 0%, ${rgba(C.signal.DEFAULT, 0.18)}, ${rgba(C.signal.DEFAULT, 0)} 70%)`,
          ].join(', '),
        }}
      />
      {!artSrc && <Mark size={SOCIAL_CARD_HEIGHT_PX / 2} right={L.padding * 2} />}
      <div
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: L.barHeight,
          backgroundImage: `linear-gradient(90deg, ${C.accent.DEFAULT}, ${C.accent.strong} 45%, ${C.signal.DEFAULT})`,
        }}
      />

      <div
        style={{
          position: 'absolute',
          top: L.padding,
          bottom: L.padding,
          left: L.padding,
          width: L.textWidth,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: L.logoGap }}>
          <Gem size={L.logoMark} />
          <div
            style={{
              display: 'flex',
              fontSize: T.wordmark,
              fontWeight: 800,
              letterSpacing: em(T.wordmarkTracking),
              color: C.white,
            }}
          >
            {word}
            {rest.length > 0 && (
              <span style={{ marginLeft: em(0.28), fontWeight: 700, color: C.accent.DEFAULT }}>
                {rest.join(' ')}
              </span>
            )}
          </div>
        </div>

        <div style={{ display: 'flex', flexDirection: 'column', gap: L.gap }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: L.eyebrowDot,
              fontSize: T.eyebrow,
              lineHeight: T.eyebrowLeading,
              fontWeight: 700,
              letterSpacing: em(T.eyebrowTracking),
              textTransform: 'uppercase',
              color: C.signal.DEFAULT,
            }}
          >
            <div
              style={{
                flexShrink: 0,
                marginTop: (T.eyebrow * T.eyebrowLeading - L.eyebrowDot) / 2,
                width: L.eyebrowDot,
                height: L.eyebrowDot,
                borderRadius: RADIUS.pill,
                backgroundColor: C.accent.DEFAULT,
                boxShadow: `0 0 ${L.eyebrowDot * 2}px ${rgba(C.accent.DEFAULT, 0.8)}`,
              }}
            />
            <div style={{ display: 'flex', flex: 1 }}>{card.eyebrow}</div>
          </div>
          <div
            style={{
              display: 'block',
              fontSize: size,
              fontWeight: 800,
              lineHeight: T.titleLeading,
              letterSpacing: em(T.headingTracking),
              textWrap: 'balance',
              color: C.white,
            }}
          >
            {card.title}
          </div>
          {card.text && (
            <div
              style={{
                display: 'block',
                fontSize: T.text,
                fontWeight: 500,
                lineHeight: T.textLeading,
                color: C.text.mist,
                lineClamp: T.textLines,
              }}
            >
              {card.text}
            </div>
          )}
          {card.tags.length > 0 && (
            <div style={{ display: 'flex', gap: L.gap / 2 }}>
              {card.tags.map((tag) => (
                <div
                  key={tag}
                  style={{
                    display: 'flex',
                    padding: `${L.tagPaddingY}px ${L.tagPaddingX}px`,
                    borderRadius: RADIUS.pill,
                    border: `1px solid ${rgba(C.accent.DEFAULT, 0.45)}`,
                    backgroundColor: rgba(C.accent.DEFAULT, 0.1),
                    color: C.accent.light,
                    fontSize: T.tag,
                    fontWeight: 700,
                  }}
                >
                  {tag}
                </div>
              ))}
            </div>
          )}
        </div>

        <div style={{ display: 'flex', fontSize: T.footer, fontWeight: 500, color: C.text.slate }}>
          {card.address}
        </div>
      </div>

      {card.figures.length > 0 && (
        <div
          style={{
            position: 'absolute',
            right: L.padding,
            top: 0,
            bottom: 0,
            display: 'flex',
            alignItems: 'center',
          }}
        >
          <div
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: L.panelGap,
              width: L.panelWidth,
              padding: L.panelPadding,
              borderRadius: px(RADIUS.card),
              border: `1px solid ${C.surface.line}`,
              // no shadow: a blur over the panel's area costs resvg seconds a card
              backgroundColor: C.surface.DEFAULT,
            }}
          >
            {card.figures.map((figure, i) => (
              <div
                key={figure.title}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  paddingTop: i === 0 ? 0 : L.panelGap,
                  borderTop: i === 0 ? 'none' : `1px solid ${C.surface.line}`,
                }}
              >
                <div
                  style={{
                    display: 'flex',
                    fontSize: T.figure,
                    fontWeight: 800,
                    lineHeight: 1,
                    letterSpacing: em(T.headingTracking),
                    color: C.accent.DEFAULT,
                  }}
                >
                  {figure.number}
                </div>
                <div
                  style={{
                    display: 'flex',
                    marginTop: L.gap / 2,
                    fontSize: T.figureLabel,
                    fontWeight: 500,
                    lineHeight: T.textLeading,
                    color: C.text.mist,
                  }}
                >
                  {figure.title}
                </div>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}

/** The logo's mark: the faceted amber gem (components/primitives/Logo.tsx), in the palette's shades. */
function Gem({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size}>
      <path d="M20 2 36 11v18L20 38 4 29V11z" fill={C.accent.DEFAULT} />
      <path d="M20 2 36 11 20 20z" fill={C.accent.light} />
      <path d="M4 11 20 20v18L4 29z" fill={C.accent.strong} />
      <path d="M20 20 36 11v18L20 38z" fill={C.accent.deep} />
      <circle cx="20" cy="20" r="3.2" fill={C.ink.DEFAULT} />
    </svg>
  )
}

/** A page without art of its own shows the gem large, in a glow, where the art would be. */
function Mark({ size, right }: { size: number; right: number }) {
  return (
    <div
      style={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        right,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: size * 2,
          height: size * 2,
          marginRight: -size / 2,
          backgroundImage: `radial-gradient(circle, ${rgba(C.accent.DEFAULT, 0.35)}, ${rgba(C.accent.DEFAULT, 0)} 60%)`,
        }}
      >
        <Gem size={size} />
      </div>
    </div>
  )
}
