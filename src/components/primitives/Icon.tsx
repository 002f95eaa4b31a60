import type { IconName } from '@/content/types'
import type icons from './icons.json'

/** Every icon of the sprite (src/components/primitives/icons.json; `npm run icons` redraws the sprite). */
export type SpriteIconName = Exclude<keyof typeof icons, '$comment'>

interface SpriteIconProps {
  name: SpriteIconName
  size: number
  strokeWidth: number
  className?: string
}

/** One symbol of the icon sprite, which every page carries at the start of its body. */
function SpriteIcon({ name, size, strokeWidth, className }: SpriteIconProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${name}`} />
    </svg>
  )
}

export interface IconProps {
  name: IconName
  size?: number
  className?: string
}

/** A decorative icon the content asks for, at the content icons' size and stroke. */
export function Icon({ name, size = 22, className }: IconProps) {
  return <SpriteIcon name={name} size={size} strokeWidth={1.75} className={className} />
}

export interface GlyphProps {
  name: SpriteIconName
  size?: number
  strokeWidth?: number
  className?: string
}

/** A decorative interface glyph (arrows, chevrons, close, contact marks): hidden from readers. */
export function Glyph({ name, size = 24, strokeWidth = 2, className }: GlyphProps) {
  return <SpriteIcon name={name} size={size} strokeWidth={strokeWidth} className={className} />
}
