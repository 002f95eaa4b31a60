import { Glyph } from '@/components/primitives/Icon'
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router-dom'
import { SocialLinks } from '@/components/primitives/SocialLinks'
import { minWidthQuery, SCREENS } from '@/config/constants'
import { closesDialog, DIALOGS } from '@/config/dialogs'
import { site } from '@/config/site'
import type { FrameContent } from '@/content/navigation'
import type { Locale } from '@/content/types'
import { useMediaQuery } from '@/hooks/useMediaQuery'
import { useModalDialog } from '@/dialogs/useModalDialog'
import { cn } from '@/lib/cn'
import { hydrationUnit } from '@/lib/hydrationMarks'
import { LanguageSwitcher } from '@/layout/LanguageSwitcher'
import { NavLink } from '@/lib/moving'

export interface MenuDialogProps {
  content: FrameContent
  locale: Locale
  /** the burger: focus goes back to it when the menu closes and the browser left it nowhere */
  openerRef: RefObject<HTMLElement | null>
}

/**
 * The phone menu (spec §2.3, §4): a modal dialog like the popups (dialogs/useModalDialog), in
 * every page and closed. The burger opens it from the platform, before the app too; its code
 * (this module) comes when it opens or a navigation starts (layout/Header,
 * lib/delivery/frameDemand.ts). Open on one page only: a navigation closes it.
 */
export function MenuDialog({ content, locale, openerRef }: MenuDialogProps) {
  const { pathname } = useLocation()
  const titleId = useId()
  const { ref, close } = useModalDialog({ returnFocusTo: openerRef })
  // a navigation closes it (the page it was opened on is gone); one opened before the app stays
  const shownPath = useRef(pathname)
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    close()
  }, [pathname, close])
  return (
    <dialog
      id={DIALOGS.menu}
      ref={ref}
      aria-labelledby={titleId}
      // the browser may have opened it before the app hydrated (its `open` is the browser's)
      suppressHydrationWarning
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent text-white backdrop:bg-transparent tablet:hidden"
    >
      <div
        data-testid="menu-overlay"
        aria-hidden="true"
        onClick={close}
        className="absolute inset-0 bg-ink/70"
      />
      <MobileMenu titleId={titleId} onClose={close} content={content} locale={locale} />
    </dialog>
  )
}

export interface MobileMenuProps {
  /** the id of its title (the menu dialog's name) */
  titleId: string
  onClose: () => void
  content: FrameContent
  locale: Locale
}

/**
 * The menu's panel at 720 px or less, inside its dialog: from the right, the links, a
 * collapsible Services submenu, the language buttons, Login and the social links. Its × closes
 * the menu from the platform, before the app too. A tap on one of its links closes it at once: the
 * page under it shows the navigation bar until the next page is here (README "Moving through the
 * site"; the menu, a modal dialog in the top layer, would cover the bar).
 */
function MobileMenu({ titleId, onClose, content, locale }: MobileMenuProps) {
  const [isServicesOpen, setIsServicesOpen] = useState(false)
  const submenuId = useId()
  // wider than a phone (a large phone turned sideways) the panel is hidden: close it rather than
  // leave an unseen modal holding the page inert
  const isPastPhone = useMediaQuery(minWidthQuery(SCREENS.tablet))
  useEffect(() => {
    if (isPastPhone) onClose()
  }, [isPastPhone, onClose])

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex min-h-12 items-center rounded-control px-3 text-lead font-semibold text-white transition-colors duration-hover hover:bg-white/5',
      isActive && 'text-accent',
    )

  return (
    <div
      {...hydrationUnit}
      className="absolute inset-y-0 right-0 flex w-[min(88vw,380px)] flex-col overflow-y-auto bg-ink px-5 pt-4 pb-8 text-white shadow-lift"
    >
      <div className="flex items-center justify-between">
        <h2
          id={titleId}
          className="text-small font-bold tracking-[0.18em] text-text-inverse-muted uppercase"
        >
          {content.menuTitle}
        </h2>
        <button
          type="button"
          {...closesDialog('menu')}
          aria-label={content.closeMenu}
          data-autofocus=""
          className="grid size-11 place-items-center rounded-circle bg-white/10 text-white hover:bg-white/15"
        >
          <Glyph name="x" size={20} />
        </button>
      </div>
      <nav aria-label={content.mainNavLabel} className="mt-6">
        <ul className="space-y-1">
          <li>
            <div className="flex items-center">
              <NavLink
                to={content.services.href}
                onClick={onClose}
                className={(s) => cn(linkClass(s), 'flex-1')}
              >
                {content.services.label}
              </NavLink>
              <button
                type="button"
                aria-expanded={isServicesOpen}
                aria-controls={submenuId}
                aria-label={content.services.toggleLabel}
                onClick={() => setIsServicesOpen((open) => !open)}
                className="grid size-12 place-items-center rounded-control text-white hover:bg-white/5"
              >
                <Glyph
                  name="chevron-down"
                  size={20}
                  className={cn(
                    'transition-transform duration-state',
                    isServicesOpen && 'rotate-180',
                  )}
                />
              </button>
            </div>
            <ul
              id={submenuId}
              hidden={!isServicesOpen}
              className="mt-1 ml-3 border-l border-white/10 pl-3"
            >
              {content.serviceLinks.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    onClick={onClose}
                    className="flex min-h-11 items-center rounded-link px-3 text-body text-text-inverse-muted hover:text-white"
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {content.links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} onClick={onClose} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 border-t border-white/10 pt-6">
        <LanguageSwitcher
          current={locale}
          label={content.languageLabel}
          names={content.languageNames}
          failedNotice={content.languageFailed}
          isInverse
        />
      </div>
      {site.dashboardUrl && (
        <a
          href={site.dashboardUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex min-h-12 items-center justify-center gap-2 rounded-pill border border-white/25 px-5 font-semibold text-white hover:border-white/60"
        >
          {content.login}
          <Glyph name="external-link" size={16} />
          <span className="sr-only">({content.loginHint})</span>
        </a>
      )}
      <div className="mt-auto pt-8">
        <SocialLinks names={content.social} tone="dark" />
      </div>
    </div>
  )
}
