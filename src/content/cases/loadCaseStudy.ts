import type { ReactPromise } from 'react'
import type { CaseStudy } from '@/content/types'
import { loadOnce } from '@/content/loadOnce'
import { FALLBACK_CASE_SLUG } from './fallback'

// one chunk per case study: a detail page loads its own case, never the other twelve
const modules = import.meta.glob<Record<string, unknown>>([
  './*.ts',
  '!./caseStudies.ts',
  '!./caseList.ts',
  '!./loadCaseStudy.ts',
  '!./fallback.ts',
])

const slugOf = (file: string) => file.slice(2, -3)
const loaders = new Map(Object.entries(modules).map(([file, load]) => [slugOf(file), load]))

/** The slug a /cases/{id} shows: the id when a case has it, else the clinic case. */
export const caseSlugFor = (id: string) => (loaders.has(id) ? id : FALLBACK_CASE_SLUG)

/** The source file of a case (the build manifest's key), for the page's modulepreload links. */
export const caseModuleFor = (id: string) => `src/content/cases/${caseSlugFor(id)}.ts`

const loadStudy = loadOnce(async (slug: string): Promise<CaseStudy> => {
  const load = loaders.get(slug)
  if (!load) throw new Error(`no case study module for "${slug}"`)
  const mod = await load()
  const study = Object.values(mod).find(
    (value): value is CaseStudy =>
      typeof value === 'object' && value !== null && (value as CaseStudy).slug === slug,
  )
  if (!study) throw new Error(`src/content/cases/${slug}.ts exports no case "${slug}"`)
  return study
})

/** The case study of a /cases/{id}, loaded once and shared by every render that asks. */
export const loadCaseStudy = (id: string): ReactPromise<CaseStudy> => loadStudy(caseSlugFor(id))
