import { Glyph } from '@/components/primitives/Icon'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { useLocation } from 'react-router-dom'
import type { FrameContent } from '@/content/navigation'
import { useEscapeKey } from '@/hooks/useEscapeKey'
import { cn } from '@/lib/cn'
import { Link, NavLink } from '@/lib/moving'

export interface ServicesMenuProps {
  services: FrameContent['services']
  items: FrameContent['serviceLinks']
  isInverse: boolean
}

/**
 * "Services" links to /services with a chevron button beside it
 * (docs/product.md "Sliders, rotation, motion"). The dropdown opens
 * on hover (pointer devices), on the chevron, or on ArrowDown from the link. While it is open, a
 * click on "Services" closes it instead of navigating (spec §2.2). Escape and an outside click
 * close it.
 */
export function ServicesMenu({ services, items, isInverse }: ServicesMenuProps) {
  const { pathname } = useLocation()
  // open on one page only: a navigation closes it without an effect
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === pathname
  const setIsOpen = useCallback(
    (next: boolean | ((open: boolean) => boolean)) =>
      setOpenOn((current) => {
        const wasOpen = current === pathname
        return (typeof next === 'function' ? next(wasOpen) : next) ? pathname : null
      }),
    [pathname],
  )
  // a mouse that hovers in and then clicks the chevron means "keep it open", not "toggle it shut"
  const isHoverOpened = useRef(false)
  const rootRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback(() => setIsOpen(false), [setIsOpen])
  const closeAndFocus = useCallback(() => {
    setIsOpen(false)
    if (rootRef.current?.contains(document.activeElement)) toggleRef.current?.focus()
  }, [setIsOpen])
  useEscapeKey(isOpen, closeAndFocus)

  useEffect(() => {
    if (!isOpen) return
    const handle = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', handle)
    return () => document.removeEventListener('pointerdown', handle)
  }, [isOpen, close])

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]')
    if (!links?.length) return
    const i = (index + links.length) % links.length
    links[i]?.focus()
  }

  const handleParentClick = (event: MouseEvent) => {
    if (isOpen) {
      event.preventDefault()
      setIsOpen(false)
    }
  }

  const handleParentKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setIsOpen(true)
      requestAnimationFrame(() => focusItem(0))
    }
  }

  const handlePanelKey = (event: KeyboardEvent) => {
    const links = Array.from(
      rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? [],
    )
    const index = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      focusItem(index + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      focusItem(index - 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusItem(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusItem(links.length - 1)
    }
  }

  const linkTone = isInverse ? 'text-text-inverse hover:text-white' : 'text-ink/80 hover:text-ink'

  return (
    <li
      ref={rootRef}
      className="relative flex items-center"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return
        isHoverOpened.current = true
        setIsOpen(true)
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return
        isHoverOpened.current = false
        setIsOpen(false)
      }}
    >
      <NavLink
        to={services.href}
        onClick={handleParentClick}
        onKeyDown={handleParentKey}
        className={({ isActive }) =>
          cn(
            'flex h-11 items-center rounded-pill pl-1.5 text-small font-semibold whitespace-nowrap transition-colors duration-hover lg:pl-3 lg:text-body',
            linkTone,
            isActive && 'underline decoration-accent decoration-2 underline-offset-8',
          )
        }
      >
        {services.label}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={services.toggleLabel}
        onClick={() => {
          // hover state updates render later than this click, so the flag, not isOpen, decides
          if (isHoverOpened.current) {
            isHoverOpened.current = false
            setIsOpen(true)
          } else {
            setIsOpen((open) => !open)
          }
        }}
        className={cn('grid h-11 w-9 place-items-center rounded-circle lg:w-11', linkTone)}
      >
        <Glyph
          name="chevron-down"
          size={16}
          strokeWidth={2}
          className={cn('transition-transform duration-state', isOpen && 'rotate-180')}
        />
      </button>
      {/* arrow keys move between the links inside; each link is itself focusable */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        id={panelId}
        hidden={!isOpen}
        onKeyDown={handlePanelKey}
        className="absolute top-full left-0 z-50 pt-2"
      >
        <ul className="w-80 rounded-card border border-paper-line bg-white p-2 shadow-lift">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                data-menu-item=""
                className="block rounded-control px-4 py-3 transition-colors duration-hover hover:bg-paper focus-visible:bg-paper"
              >
                <span className="block font-semibold text-ink">{item.label}</span>
                <span className="block text-small text-text-muted">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}
