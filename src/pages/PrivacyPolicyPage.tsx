import { routes } from '@/config/routes'
import { crumbs } from '@/content/common'
import { LEGAL_LABELS } from '@/content/legal/labels'
import { privacyPolicy } from '@/content/legal/privacy'
import { usePageMeta } from '@/lib/meta'
import { LegalDocumentSection } from '@/sections/legal/LegalDocumentSection'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import type { PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'

const breadcrumbs = crumbs({ text: privacyPolicy.title, href: routes.privacy.href })

/** Its link preview card: the document's title, under "Legal" (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => ({ eyebrow: socialCardLabels.legal, title: privacyPolicy.title })
  : undefined

export default function PrivacyPolicyPage() {
  usePageMeta(privacyPolicy.meta)
  return (
    <>
      <PageHeaderSection content={{ breadcrumbs, title: privacyPolicy.title }} />
      <LegalDocumentSection content={{ document: privacyPolicy, labels: LEGAL_LABELS }} />
    </>
  )
}
