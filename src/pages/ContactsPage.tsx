import { use } from 'react'
import { PHONE_HREF, site } from '@/config/site'
import { contactsContent } from '@/content/contacts'
import { loadFrameContent } from '@/content/navigation'
import type { ContactsPageContent } from '@/content/types'
import { forms } from '@/content/forms/en'
import { useLocale } from '@/hooks/useLocale'
import { usePageMeta } from '@/lib/meta'
import { ContactDetailsSection, MapSection } from '@/sections/contact-details/ContactDetailsSection'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import { type Preloadable } from '@/lib/delivery'
import { consultationFormCode } from '@/components/forms/LazyConsultationForm'
import { BelowFirstScreen } from '@/pages/deferred'

const content: ContactsPageContent = contactsContent

/**
 * The bands below its first screen with code of their own (each in an `<OnDemand>`): fetched with
 * the page before a tap, so nothing comes after it (docs/moving.md "What is fetched before the tap").
 */
export const bands = (): Preloadable[] => [consultationFormCode]

/** /contacts (spec §2.13). */
export default function ContactsPage() {
  usePageMeta(content.meta)
  // The frame's copy is loaded before the page hydrates (app/router.tsx), so `use` has it at once.
  const frame = use(loadFrameContent(useLocale()))
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
      <BelowFirstScreen>
        <MapSection content={content.map} src={site.mapEmbedUrl} />
      </BelowFirstScreen>
    </>
  )
}
