import { useLocation } from 'react-router-dom'
import { routes } from '@/config/routes'
import { caseListItems, casesPageContent } from '@/content/cases/caseList'
import { crumbs } from '@/content/common'
import { usePageMeta } from '@/lib/meta'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'
import { CaseGridSection } from '@/sections/case-grid/CaseGridSection'

const breadcrumbs = crumbs({ text: 'Cases', href: routes.cases.href })

/** /cases, and /case-page with the same list (DECISIONS: canonical to /cases). */
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
