import type { Locale } from '@/content/types'
import { useState } from 'react'
import { LoadFailed } from '@/components/delivery/LoadFailed'
import { HTML_LANG, LOCALE_HOME, LOCALES } from '@/lib/locale'
import { cn } from '@/lib/cn'
import { Link } from '@/lib/moving'

export interface LanguageSwitcherProps {
  current: Locale
  label: string
  names: Record<Locale, string>
  /** what the visitor is told, after the language's own name, when its page could not load */
  failedNotice: string
  /** light text on a dark ground */
  isInverse: boolean
  className?: string
}

/**
 * LV, EN, RU: links to /lv, / and /ru; the active one comes from the path (spec §2.2). The other
 * language's page loads whole before the switch; when it cannot, the page stays as it is and a
 * notice says so, in the page's language.
 */
export function LanguageSwitcher({
  current,
  label,
  names,
  failedNotice,
  isInverse,
  className,
}: LanguageSwitcherProps) {
  // the language whose page could not load (the page stayed as it was), until dismissed
  const [failed, setFailed] = useState<Locale | null>(null)
  return (
    <>
      <ul aria-label={label} className={cn('flex items-center gap-1', className)}>
        {LOCALES.map((locale) => {
          const isActive = locale === current
          return (
            <li key={locale}>
              <Link
                to={LOCALE_HOME[locale]}
                // the page in the other language loads whole (its code and all its copy) before
                // the switch, so the address and the page change together; when it cannot, both
                // stay and the notice says so (lib/moving/navigation.ts). The latest click wins.
                whole
                onClick={() => setFailed(null)}
                onFailed={() => setFailed(locale)}
                hrefLang={HTML_LANG[locale]}
                lang={HTML_LANG[locale]}
                // the name starts with what is shown (WCAG 2.5.3 label in name: "click LV" works)
                aria-label={`${locale.toUpperCase()}, ${names[locale]}`}
                aria-current={isActive ? 'true' : undefined}
                className={cn(
                  'grid h-11 min-w-11 place-items-center rounded-pill px-2 text-small font-bold tracking-wider transition-colors duration-hover tablet:max-lg:min-w-10 tablet:max-lg:px-1.5',
                  isActive
                    ? isInverse
                      ? 'bg-white/15 text-white'
                      : 'bg-ink text-white'
                    : isInverse
                      ? 'text-text-inverse-muted hover:text-white'
                      : 'text-text-muted hover:text-ink',
                )}
              >
                {locale.toUpperCase()}
              </Link>
            </li>
          )
        })}
      </ul>
      {failed && (
        <LoadFailed
          variant="toast"
          message={
            <>
              <span lang={HTML_LANG[failed]}>{names[failed]}</span>: {failedNotice}
            </>
          }
          onDismiss={() => setFailed(null)}
        />
      )}
    </>
  )
}
