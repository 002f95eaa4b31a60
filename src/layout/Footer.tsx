import { Glyph } from '@/components/primitives/Icon'
import { Logo } from '@/components/primitives/Logo'
import { SocialLinks } from '@/components/primitives/SocialLinks'
import { PHONE_HREF, site } from '@/config/site'
import { useFrameContent } from '@/layout/useFrameContent'
import { useCurrentYear } from '@/hooks/useCurrentYear'
import { useLocale } from '@/hooks/useLocale'
import { buildYear } from '@/content/navigation'
import { FOOTER_ID } from '@/config/routes'
import { LOCALE_HOME } from '@/lib/locale'
import { Link } from '@/lib/moving'

/** spec §2.3 Footer: company details, address, phone, e-mail, social and legal links, trademark. */
export function Footer() {
  const locale = useLocale()
  const content = useFrameContent()
  const { footer } = content
  // the build's year in the prerendered page, the visitor's once hydrated
  const year = useCurrentYear(buildYear)
  const heading = 'mb-4 text-eyebrow text-text-inverse-muted uppercase'
  const link = 'text-text-inverse hover:text-accent underline-offset-4 hover:underline'
  return (
    // on paper the facts once, at the end, on one page
    <footer
      id={FOOTER_ID}
      className="relative overflow-hidden bg-ink text-text-inverse print:break-inside-avoid"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-10%] size-[36rem] rounded-circle bg-glow-footer"
      />
      <div className="container-site relative grid gap-12 py-16 tablet:grid-cols-2 tablet:py-20 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link
            to={LOCALE_HOME[locale]}
            aria-label={content.homeLabel}
            className="inline-block rounded-link"
          >
            <Logo />
          </Link>
          <p className="mt-5 text-text-inverse-muted">{footer.tagline}</p>
          <SocialLinks names={content.social} tone="dark" className="mt-6" />
        </div>
        <div>
          <h2 className={heading}>{footer.companyHeading}</h2>
          <p className="font-semibold text-white">{site.legalName}</p>
          <p className="mt-1 text-text-inverse-muted">
            {footer.registrationLabel} <span className="tabular">{site.registrationNumber}</span>
          </p>
          <p className="mt-4 flex gap-2 text-text-inverse-muted">
            <Glyph name="map-pin" size={18} className="mt-1 shrink-0 text-accent" />
            <span>
              <span className="sr-only">{footer.addressLabel}: </span>
              {site.address}
            </span>
          </p>
        </div>
        <div>
          <h2 className={heading}>{footer.contactHeading}</h2>
          <ul className="space-y-3">
            <li className="flex items-center gap-2">
              <Glyph name="phone" size={18} className="text-accent" />
              <span className="sr-only">{footer.phoneLabel}: </span>
              <a href={PHONE_HREF} className={link}>
                {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Glyph name="mail" size={18} className="text-accent" />
              <span className="sr-only">{footer.emailLabel}: </span>
              <a href={`mailto:${site.email}`} className={link}>
                {site.email}
              </a>
            </li>
          </ul>
          <h2 className={`${heading} mt-8`}>{footer.exploreHeading}</h2>
          <ul className="space-y-2">
            {[content.services, ...content.links].map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{footer.legalHeading}</h2>
          <ul className="space-y-2">
            {footer.legalLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-2 py-6 text-small text-text-inverse-muted lg:flex-row lg:justify-between">
          <p>{footer.copyright(year)}</p>
          <p className="max-w-2xl lg:text-right">{footer.trademark}</p>
        </div>
      </div>
    </footer>
  )
}
