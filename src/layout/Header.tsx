import { Glyph } from '@/components/primitives/Icon'
import { useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { Logo } from '@/components/primitives/Logo'
import { DIALOGS, opensDialog } from '@/config/dialogs'
import { site } from '@/config/site'
import { useFrameContent } from '@/layout/useFrameContent'
import { useHeaderState } from '@/hooks/useHeaderState'
import { useLocale } from '@/hooks/useLocale'
import { cn } from '@/lib/cn'
import { LOCALE_HOME } from '@/lib/locale'
import { LanguageSwitcher } from '@/layout/LanguageSwitcher'
import type { MenuDialogProps } from '@/layout/MobileMenu'
import { ServicesMenu } from '@/layout/ServicesMenu'
import { lazyNamed, slotOf } from '@/lib/delivery'
import { Link, NavLink } from '@/lib/moving'

// the phone menu: prerendered, closed; the burger opens it from the platform, and its code comes
// when it opens or the visitor heads for another page (lib/delivery/frameDemand.ts)
const MenuDialog = lazyNamed(() => import('@/layout/MobileMenu'), 'MenuDialog', {
  when: (demand) => demand.whenDialogNeeded(DIALOGS.menu),
  whenFresh: 'keep',
})

/**
 * The site header (spec §2.3, §4): transparent over the page's first band, "scrolled" (solid,
 * alternate logo) past 70% of the viewport, transparent again over a marked section at the top,
 * and the alternate logo whenever breadcrumbs are visible.
 */
export function Header() {
  const locale = useLocale()
  const content = useFrameContent()
  const { pathname } = useLocation()
  const { isScrolled, hasAltLogo, isOverBand } = useHeaderState(pathname)
  const burgerRef = useRef<HTMLButtonElement>(null)

  const isInverse = !hasAltLogo
  const navLink = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex h-11 items-center rounded-pill px-1.5 text-small font-semibold whitespace-nowrap transition-colors duration-hover lg:px-3 lg:text-body',
      isInverse ? 'text-text-inverse hover:text-white' : 'text-ink/80 hover:text-ink',
      isActive && 'underline decoration-accent decoration-2 underline-offset-8',
    )

  return (
    <>
      <header
        data-scrolled={isScrolled ? '' : undefined}
        data-alt-logo={hasAltLogo ? '' : undefined}
        data-over-band={isOverBand ? '' : undefined}
        className={cn(
          'fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,border-color] duration-state',
          // printed once, at the top of the first page, in the room the first band keeps for it
          'print:absolute print:border-transparent print:bg-transparent',
          isScrolled
            ? 'border-b border-paper-line bg-white/90 shadow-header backdrop-blur-md'
            : 'border-b border-transparent bg-transparent',
        )}
      >
        {/* over a dark band the page has scrolled to: a shade of the band's own colour behind the
            nav, unseen on the band's ground, that dims what scrolls under it (cards, links) */}
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-x-0 top-0 -z-10 h-28 bg-linear-to-b from-ink/95 from-40% to-transparent transition-opacity duration-state print:hidden',
            isOverBand ? 'opacity-100' : 'opacity-0',
          )}
        />
        {/* tablets (721–1024 px) get tighter spacing and type: the full navigation fits from 721 px */}
        <div className="container-site flex h-18 items-center justify-between gap-2 max-lg:px-5 lg:gap-4">
          <Link to={LOCALE_HOME[locale]} aria-label={content.homeLabel} className="rounded-link">
            <Logo
              variant={hasAltLogo ? 'alternate' : 'default'}
              wordClassName="tablet:max-lg:text-lead"
            />
          </Link>
          {/* on paper the header is the logo alone: no menus, no language or login buttons */}
          <nav aria-label={content.mainNavLabel} className="max-tablet:hidden print:hidden">
            <ul className="flex items-center gap-0.5 lg:gap-2">
              <ServicesMenu
                services={content.services}
                items={content.serviceLinks}
                isInverse={isInverse}
              />
              {content.links.map((link) => (
                <li key={link.href}>
                  <NavLink to={link.href} className={navLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2 max-tablet:hidden print:hidden">
            <LanguageSwitcher
              current={locale}
              label={content.languageLabel}
              names={content.languageNames}
              failedNotice={content.languageFailed}
              isInverse={isInverse}
            />
            {site.dashboardUrl && (
              <a
                href={site.dashboardUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(
                  'inline-flex h-11 min-w-10 items-center justify-center gap-1.5 rounded-pill px-3 text-body font-semibold transition-colors duration-hover lg:min-w-11 lg:px-4',
                  isInverse
                    ? 'bg-white/10 text-white hover:bg-white/20'
                    : 'bg-ink text-white hover:bg-ink-2',
                )}
              >
                {/* the header is narrow on tablets: Login shows as its icon there */}
                <span className="max-lg:sr-only">{content.login}</span>
                <Glyph name="external-link" size={14} />
                <span className="sr-only">({content.loginHint})</span>
              </a>
            )}
          </div>
          <button
            ref={burgerRef}
            type="button"
            {...opensDialog('menu')}
            aria-controls={DIALOGS.menu}
            aria-label={content.openMenu}
            className={cn(
              'grid size-11 place-items-center rounded-circle tablet:hidden print:hidden',
              isInverse ? 'bg-white/10 text-white' : 'bg-ink/5 text-ink',
            )}
          >
            <Glyph name="menu" size={22} />
          </button>
        </div>
      </header>
      <MenuSlot content={content} locale={locale} openerRef={burgerRef} />
    </>
  )
}

/**
 * The phone menu behind its own boundary (its dialog is prerendered; its code comes when it opens
 * or a navigation starts), whose props change only with the language (lib/delivery/slot.tsx).
 * Should its code fail twice, its HTML stays as painted: the burger opens it from the platform,
 * its links are plain links.
 */
const MenuSlot = slotOf<MenuDialogProps>(MenuDialog)
