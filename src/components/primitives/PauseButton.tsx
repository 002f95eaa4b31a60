import type { ButtonHTMLAttributes } from 'react'
import { Glyph } from '@/components/primitives/Icon'
import { cn } from '@/lib/cn'

export interface PauseButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** the button's accessible name ("Pause …"); it stays the same, the pressed state changes */
  label: string
  /** the visitor paused the part: `aria-pressed`, and the glyph offers play */
  isPressed: boolean
  /** `dark`: on an ink band; `overlay`: over a picture */
  tone?: 'dark' | 'overlay'
}

/**
 * The pause/play toggle of a part that moves by itself (WAI-ARIA carousel pattern,
 * docs/product.md "Moving content and assistive technology"): a round 44 px button, named once, pressed while paused, drawing pause or
 * play; a pressed one wears the accent.
 */
export function PauseButton({
  label,
  isPressed,
  tone = 'dark',
  className,
  ...rest
}: PauseButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isPressed}
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-circle border transition-colors duration-hover print:hidden',
        tone === 'dark'
          ? 'border-white/20 bg-white/5 text-white hover:border-white/50 hover:bg-white/10'
          : 'border-white/25 bg-ink/70 text-white shadow-card backdrop-blur-sm hover:bg-ink/90',
        'aria-pressed:border-accent aria-pressed:text-accent',
        className,
      )}
      {...rest}
    >
      <Glyph name={isPressed ? 'play' : 'pause'} size={18} />
    </button>
  )
}
