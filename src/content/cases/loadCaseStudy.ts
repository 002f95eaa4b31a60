import type { ReactPromise } from 'react'
import type { CaseStudy } from '@/content/types'
import { manifestKeyOf } from '@/config/localeLookup'
import { loadOnce } from '@/content/loadOnce'
import { FALLBACK_CASE_SLUG } from './fallback'

// one chunk per case study: a detail page loads its own case, never the other twelve. Written from
// the project root, so each key is the module's build manifest key too (config/localeLookup.ts)
const modules = import.meta.glob<Record<string, unknown>>([
  '/src/content/cases/*.ts',
  '!/src/content/cases/caseStudies.ts',
  '!/src/content/cases/caseList.ts',
  '!/src/content/cases/loadCaseStudy.ts',
  '!/src/content/cases/fallback.ts',
])

// a case's slug is its file's name
const slugOf = (key: string) => key.slice(key.lastIndexOf('/') + 1, -'.ts'.length)
const keys = new Map(Object.keys(modules).map((key) => [slugOf(key), key]))
const loaders = new Map(Object.entries(modules).map(([key, load]) => [slugOf(key), load]))

/** The slug a /cases/{id} shows: the id when a case has it, else the clinic case. */
export const caseSlugFor = (id: string) => (loaders.has(id) ? id : FALLBACK_CASE_SLUG)

/** The source file of a case (the build manifest's key), for the page's modulepreload links. */
export const caseModuleFor = (id: string) => manifestKeyOf(keys.get(caseSlugFor(id))!)

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
