import { routes } from '@/config/routes'
import { crumbs } from '@/content/common'
import { LEGAL_LABELS } from '@/content/legal/labels'
import { termsOfUse } from '@/content/legal/terms'
import { usePageMeta } from '@/lib/meta'
import { LegalDocumentSection } from '@/sections/legal/LegalDocumentSection'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import type { PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'

const breadcrumbs = crumbs({ text: termsOfUse.title, href: routes.terms.href })

/** Its link preview card: the document's title, under "Legal" (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => ({ eyebrow: socialCardLabels.legal, title: termsOfUse.title })
  : undefined

export default function TermsOfUsePage() {
  usePageMeta(termsOfUse.meta)
  return (
    <>
      <PageHeaderSection content={{ breadcrumbs, title: termsOfUse.title }} />
      <LegalDocumentSection content={{ document: termsOfUse, labels: LEGAL_LABELS }} />
    </>
  )
}
