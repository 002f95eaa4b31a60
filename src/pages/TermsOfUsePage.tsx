import { routes } from '@/config/routes'
import { crumbs } from '@/content/common'
import { LEGAL_LABELS } from '@/content/legal/labels'
import { termsOfUse } from '@/content/legal/terms'
import { usePageMeta } from '@/lib/meta'
import { LegalDocumentSection } from '@/sections/legal/LegalDocumentSection'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'

const breadcrumbs = crumbs({ text: termsOfUse.title, href: routes.terms.href })

export default function TermsOfUsePage() {
  usePageMeta(termsOfUse.meta)
  return (
    <>
      <PageHeaderSection content={{ breadcrumbs, title: termsOfUse.title }} />
      <LegalDocumentSection content={{ document: termsOfUse, labels: LEGAL_LABELS }} />
    </>
  )
}
