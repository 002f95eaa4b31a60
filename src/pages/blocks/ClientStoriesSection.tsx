import { testimonialsOf } from '@/content/home/assemble'
import { homeContent as homeEn } from '@/content/home/en'
import { TestimonialsSection } from '@/sections/testimonials/TestimonialsSection'

const stories = testimonialsOf(homeEn)

/**
 * The clients' own words on inner pages (docs/product.md: "See client stories"): the home page's
 * testimonials in English. Its own module, so their copy loads with the slider, not first.
 */
export function ClientStoriesSection({ id }: { id?: string }) {
  return <TestimonialsSection id={id} content={{ ...homeEn.testimonials, items: stories }} />
}
