import { useLocation } from 'react-router-dom'
import { routes } from '@/config/routes'
import { caseListItems, casesPageContent } from '@/content/cases/caseList'
import { crumbs } from '@/content/common'
import { usePageMeta } from '@/lib/meta'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import { CaseGridSection } from '@/sections/case-grid/CaseGridSection'
import type { PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'

const breadcrumbs = crumbs({ text: 'Cases', href: routes.cases.href })

/** Its link preview card (the same for /case-page): the list's heading and intro (lib/linkPreview.ts). */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? () => ({
      eyebrow: socialCardLabels.caseStudies,
      title: casesPageContent.title,
      text: casesPageContent.intro,
    })
  : undefined

/** /cases, and /case-page with the same list (docs/product.md "Routes the specification leaves open": canonical to /cases). */
export default function CaseListPage() {
  const { pathname } = useLocation()
  const isAlias = pathname.startsWith(routes.casePage.path)
  usePageMeta(
    isAlias
      ? { ...casesPageContent.meta, canonicalPath: routes.cases.href }
      : casesPageContent.meta,
  )
  return (
    <>
      <PageHeaderSection
        content={{ breadcrumbs, title: casesPageContent.title, lead: casesPageContent.intro }}
      />
      <CaseGridSection content={{ items: caseListItems, moreLabel: casesPageContent.moreLabel }} />
    </>
  )
}
