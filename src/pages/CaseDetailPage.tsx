import { use } from 'react'
import { matchPath, useParams } from 'react-router-dom'
import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { caseLabels } from '@/content/caseLabels'
import { caseModuleFor, caseSlugFor, loadCaseStudy } from '@/content/cases/loadCaseStudy'
import { crumbs } from '@/content/common'
import { usePageMeta } from '@/lib/meta'
import {
  CaseConsultationSection,
  CaseStudyBodySection,
  CaseStudyHeaderSection,
} from '@/sections/case-study/CaseStudySections'
import type { PageLinkPreview } from '@/lib/linkPreview'
import { socialCardLabels } from '@/content/socialCards'
import { BelowFirstScreen } from '@/pages/deferred'

/** spec §2.12: on the first travel case the consultation block opens the popup instead. */
const POPUP_CASE_SLUG = 'ai-chatbot-travel'

const idOf = (pathname: string) => matchPath(routes.caseDetail.path, pathname)?.params.id ?? ''

/** Loads the case of a /cases/{id} path before hydration, so the prerendered HTML stays put. */
export function prepare(pathname: string): PromiseLike<unknown> {
  return loadCaseStudy(idOf(pathname))
}

/** The case's own chunk (the build manifest's key), for the page's modulepreload (the prerender's only). */
export const preloads = import.meta.env.SSR
  ? (pathname: string): string[] => [caseModuleFor(idOf(pathname))]
  : undefined

/**
 * The prerendered page a /cases/{id} is served: the case's own, the clinic case's for an unknown
 * id (the build's rewrite, src/app/prerender.tsx), which the app hydrates as it is.
 */
export function prerenderedPath(pathname: string): string {
  return routes.caseDetail.href(caseSlugFor(idOf(pathname)))
}

/** How many of a case's results its link preview card shows. */
const PREVIEW_FIGURES = 2

/**
 * Its link preview card: the case's title, its first results, its service and industry, its final
 * picture (lib/linkPreview.ts).
 */
export const linkPreview: PageLinkPreview = import.meta.env.SSR
  ? async (pathname) => {
      const study = await loadCaseStudy(idOf(pathname))
      const [service, industry] = study.metrics
      return {
        eyebrow: socialCardLabels.caseStudy,
        title: study.title,
        figures: study.benefits.metrics.slice(0, PREVIEW_FIGURES),
        tags: [service.value, industry.value],
        art: study.finalImage,
      }
    }
  : undefined

/** /cases/{id}: a known id shows its case; any other shows the clinic case (spec §2.1). */
export default function CaseDetailPage() {
  const { id = '' } = useParams()
  // each case is its own chunk; `use` reads it at once when it has loaded (hydration waits for it)
  const study = use(loadCaseStudy(id))
  const href = routes.caseDetail.href(study.slug)
  usePageMeta({ ...study.meta, canonicalPath: href })
  const breadcrumbs = crumbs(
    { text: caseLabels.casesCrumb, href: routes.cases.href },
    { text: study.title, href },
  )
  const shown = { study, breadcrumbs, highlightLabel: caseLabels.highlight }
  return (
    <>
      <CaseStudyHeaderSection content={shown} />
      <BelowFirstScreen>
        <CaseStudyBodySection content={shown} />
        <CaseConsultationSection
          content={caseLabels.consultation}
          schedulerUrl={site.schedulerUrl}
          opens={study.slug === POPUP_CASE_SLUG ? 'booking' : undefined}
        />
      </BelowFirstScreen>
    </>
  )
}
