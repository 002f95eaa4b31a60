import { PHONE_HREF, site } from '@/config/site'
import { contactsContent } from '@/content/contacts'
import type { ContactsPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { useFrameContent } from '@/layout/useFrameContent'
import { usePageMeta } from '@/lib/meta'
import { ContactDetailsSection, MapSection } from '@/sections/contact-details/ContactDetailsSection'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'

const content: ContactsPageContent = contactsContent

/** /contacts (spec §2.13). */
export default function ContactsPage() {
  usePageMeta(content.meta)
  const frame = useFrameContent()
  return (
    <>
      <PageHeaderSection content={content.intro} />
      <ContactDetailsSection
        content={content}
        facts={{ ...site, phoneHref: PHONE_HREF }}
        socialNames={frame.social}
        labels={forms.request}
        alerts={forms.contactAlerts}
      />
      <MapSection content={content.map} src={site.mapEmbedUrl} />
    </>
  )
}
