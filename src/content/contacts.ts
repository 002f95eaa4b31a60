import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs } from '@/content/common'
import type { ContactsPageContent } from '@/content/types'

export const contactsContent = {
  meta: {
    title: `Contacts | ${site.brand}`,
    // spec §2.13: the meta description carries the phone and the e-mail
    description: `Talk to ${site.brand} in ${site.city}: call ${site.phone} or write to ${site.email}. We answer every request within one business day.`,
  },
  intro: {
    breadcrumbs: crumbs({ text: 'Contacts', href: routes.contacts.href }),
    eyebrow: 'Contacts',
    title: 'Get in Touch with Us',
    lead: 'Tell us what slows your business down. An engineer or consultant, not a salesperson, replies within one business day.',
  },
  details: {
    title: 'Company details',
    companyLabel: 'Company',
    registrationLabel: 'Reg. No.',
    addressLabel: 'Address',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    socialLabel: 'Follow us',
    hours: `${site.officeHours} (${site.city} time)`,
  },
  form: {
    title: 'Send us a message',
    subtitle:
      'A few lines are enough: what your business does, and what you would like to automate.',
  },
  map: { title: `Map: ${site.brand} office in ${site.city}`, open: 'Open the map' },
} satisfies ContactsPageContent
