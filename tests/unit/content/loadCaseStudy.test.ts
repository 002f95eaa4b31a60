import { describe, expect, it } from 'vitest'
import { routes } from '@/config/routes'
import { caseStudies } from '@/content/cases/caseStudies'
import { FALLBACK_CASE_SLUG } from '@/content/cases/fallback'
import { caseModuleFor, caseSlugFor, loadCaseStudy } from '@/content/cases/loadCaseStudy'

describe('the case a /cases/{id} shows (spec §2.1; the rule the detail page uses)', () => {
  it('an unknown id shows the clinic case', () => {
    expect(FALLBACK_CASE_SLUG).toBe('medical-clinic-chatbot')
    for (const id of [
      'nope',
      '',
      'Energy-Sector-AI',
      'energy-sector-ai/',
      'caseStudies',
      'fallback',
    ])
      expect(caseSlugFor(id), id).toBe('medical-clinic-chatbot')
  })

  it('every listed case shows itself, from its own module', () => {
    for (const { slug } of caseStudies) {
      expect(caseSlugFor(slug)).toBe(slug)
      expect(caseModuleFor(slug)).toBe(`src/content/cases/${slug}.ts`)
    }
  })

  it('loads the case it names, and the clinic case for an unknown id', async () => {
    await expect(loadCaseStudy('energy-sector-ai')).resolves.toMatchObject({
      slug: 'energy-sector-ai',
    })
    await expect(loadCaseStudy('nope')).resolves.toMatchObject({ slug: FALLBACK_CASE_SLUG })
    expect(routes.caseDetail.href(caseSlugFor('nope'))).toBe('/cases/medical-clinic-chatbot')
  })
})
