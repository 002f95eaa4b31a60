import { routes } from '@/config/routes'
import { crumbs } from '@/content/common'
import { LEGAL_LABELS } from '@/content/legal/labels'
import { cookiePolicy } from '@/content/legal/cookies'
import { usePageMeta } from '@/lib/meta'
import { LegalDocumentSection } from '@/sections/legal/LegalDocumentSection'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import type { PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'

const breadcrumbs = crumbs({ text: cookiePolicy.title, href: routes.cookies.href })

/** Its link preview card: the document's title, under "Legal" (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => ({ eyebrow: socialCardLabels.legal, title: cookiePolicy.title })
  : undefined

export default function CookiePolicyPage() {
  usePageMeta(cookiePolicy.meta)
  return (
    <>
      <PageHeaderSection content={{ breadcrumbs, title: cookiePolicy.title }} />
      <LegalDocumentSection content={{ document: cookiePolicy, labels: LEGAL_LABELS }} />
    </>
  )
}
