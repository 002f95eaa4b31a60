/**
 * Company facts and outside addresses: the one place the site reads them from.
 * Every value has a VITE_* override (see .env.example and the README). The defaults are
 * realistic in form but clearly examples, so a fresh clone runs as it is.
 */

const env = (import.meta.env ?? {}) as Record<string, string | undefined>

/** An env override when it is set (an empty string counts as set), else the default. */
function pick(name: string, fallback: string): string {
  const value = env[name]
  return value === undefined ? fallback : value.trim()
}

/** Empty origin: the site's own, where `npm run dev` and `npm start` serve the local outbox. */
export const LOCAL_OUTBOX_ORIGIN = ''
/** The EmailJS API, used when keys are set and no origin is given. */
export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com'

export interface SiteConfig {
  /** brand shown in the header, titles and the logo wordmark */
  brand: string
  /** registered legal name (footer, contacts, legal pages) */
  legalName: string
  /** company registration number (Latvian Register of Enterprises) */
  registrationNumber: string
  /** postal address, one line */
  address: string
  /** the office's city as the copy names it (About, Contacts); keep it in step with the address */
  city: string
  /** office hours shown on /contacts, in the city's local time */
  officeHours: string
  /** phone as dialled, international format */
  phone: string
  /** general enquiry e-mail (mailto and footer) */
  email: string
  /** canonical origin of the public site, no trailing slash */
  siteUrl: string
  /** external scheduler: the free 30-minute consultation */
  schedulerUrl: string
  /** external client dashboard opened by Login; empty hides the button */
  dashboardUrl: string
  social: { linkedin: string; facebook: string; instagram: string }
  /** embed URL of the map on /contacts */
  mapEmbedUrl: string
  emailjs: {
    serviceId: string
    templateId: string
    publicKey: string
    /** API origin; empty means the site's own origin (the local outbox) */
    origin: string
  }
}

export const site: SiteConfig = {
  brand: pick('VITE_BRAND', 'Amberline AI'),
  legalName: pick('VITE_LEGAL_NAME', 'SIA Amberline AI'),
  registrationNumber: pick('VITE_REGISTRATION_NUMBER', '40203000000'),
  address: pick('VITE_ADDRESS', 'Brīvības iela 100, Rīga, LV-1011, Latvia'),
  city: pick('VITE_CITY', 'Riga'),
  officeHours: pick('VITE_OFFICE_HOURS', 'Mon–Fri, 9:00–18:00'),
  phone: pick('VITE_PHONE', '+371 20 000 000'),
  email: pick('VITE_EMAIL', 'hello@amberline.example'),
  siteUrl: pick('VITE_SITE_URL', 'https://amberline.example').replace(/\/+$/, ''),
  schedulerUrl: pick('VITE_SCHEDULER_URL', 'https://cal.com/amberline-example/30min'),
  dashboardUrl: pick('VITE_DASHBOARD_URL', 'https://app.amberline.example'),
  social: {
    linkedin: pick('VITE_SOCIAL_LINKEDIN', 'https://www.linkedin.com/company/amberline-example'),
    facebook: pick('VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/amberline.example'),
    instagram: pick('VITE_SOCIAL_INSTAGRAM', 'https://www.instagram.com/amberline.example'),
  },
  mapEmbedUrl: pick(
    'VITE_MAP_EMBED_URL',
    'https://www.openstreetmap.org/export/embed.html?bbox=24.1100%2C56.9540%2C24.1400%2C56.9660&layer=mapnik&marker=56.9600%2C24.1250',
  ),
  emailjs: {
    serviceId: pick('VITE_EMAILJS_SERVICE_ID', ''),
    templateId: pick('VITE_EMAILJS_TEMPLATE_ID', ''),
    publicKey: pick('VITE_EMAILJS_PUBLIC_KEY', ''),
    origin: pick('VITE_EMAILJS_ORIGIN', LOCAL_OUTBOX_ORIGIN).replace(/\/+$/, ''),
  },
}

/** Lower case without diacritics: "Rīga" and "Riga" compare equal. */
const folded = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Whether the address names the city (the build warns when VITE_CITY and VITE_ADDRESS part). */
export const isCityInAddress = (city: string, address: string) =>
  folded(address).includes(folded(city))

/** tel: form of the phone number (digits and a leading plus only) */
export const PHONE_HREF = `tel:${site.phone.replace(/[^\d+]/g, '')}`

/** Whether the build has real EmailJS keys; without them forms deliver to the local outbox. */
export const hasEmailJsKeys = Boolean(
  site.emailjs.serviceId && site.emailjs.templateId && site.emailjs.publicKey,
)

/** The API origin forms send to; empty means the site's own origin (the local outbox). */
export const emailApiOrigin =
  site.emailjs.origin || (hasEmailJsKeys ? EMAILJS_DEFAULT_ORIGIN : LOCAL_OUTBOX_ORIGIN)
