import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { opensDialog, type DialogId } from '@/config/dialogs'
import { cn } from '@/lib/cn'
import { Link } from '@/lib/moving'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link'
export type ButtonTone = 'light' | 'dark'

interface StyleProps {
  variant?: ButtonVariant
  /** the ground the button sits on */
  tone?: ButtonTone
  size?: 'md' | 'lg'
  className?: string
  children: ReactNode
}

// the lift moves `translate`: Tailwind's `transition` names it with the colours and the shadow
// (docs/motion.md "A transition names what moves")
const base =
  'inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap select-none transition duration-hover ease-soft active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60'

/** The class list of a button look; also used for links that look like buttons. */
export function buttonClass({
  variant = 'primary',
  tone = 'light',
  size = 'md',
  className,
}: Omit<StyleProps, 'children'>): string {
  const sizing =
    variant === 'link'
      ? 'min-h-11 px-1'
      : size === 'lg'
        ? 'min-h-13 px-7 text-body rounded-pill'
        : 'min-h-11 px-5 text-body rounded-pill'
  const look = {
    primary: 'bg-accent text-ink shadow-button hover:bg-accent-hover hover:-translate-y-0.5',
    secondary:
      tone === 'dark'
        ? 'border border-white/25 text-white hover:border-white/60 hover:bg-white/5 hover:-translate-y-0.5'
        : 'border border-ink/20 text-ink hover:border-ink/50 hover:bg-ink/[0.03] hover:-translate-y-0.5',
    ghost:
      tone === 'dark'
        ? 'bg-white/10 text-white hover:bg-white/15'
        : 'bg-ink/5 text-ink hover:bg-ink/10',
    link:
      tone === 'dark'
        ? 'text-signal underline-offset-4 hover:underline'
        : 'text-signal-ink underline-offset-4 hover:underline',
  }[variant]
  return cn(base, sizing, look, className)
}

export type ButtonProps = StyleProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /**
     * the page's dialog it opens (config/dialogs.ts): the browser opens it from the button's
     * command, before the app too
     */
    opens?: DialogId
  }

/** A real button. */
export function Button({
  variant,
  tone,
  size,
  className,
  children,
  type,
  opens,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass({ variant, tone, size, className })}
      {...(opens && opensDialog(opens))}
      {...rest}
    >
      {children}
    </button>
  )
}

export type ButtonLinkProps = StyleProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & {
    href: string
    /** opens in a new tab with rel="noopener noreferrer" */
    isExternal?: boolean
  }

/** A link that looks like a button: in-site paths use the router, others are plain anchors. */
export function ButtonLink({
  variant,
  tone,
  size,
  className,
  children,
  href,
  isExternal,
  ...rest
}: ButtonLinkProps) {
  const cls = buttonClass({ variant, tone, size, className })
  if (isExternal) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={cls} {...rest}>
        {children}
      </a>
    )
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={cls} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={cls} {...rest}>
      {children}
    </a>
  )
}
