import { clientLogos, industryImages, projectVisuals } from '@/content/brandAssets'
import { clientNames } from '@/content/clients'
import type { FeaturedProject, HomeBelowFold, Industry, TestimonialItem } from '@/content/types'

/** The home page's industries: the language's texts with the shared images. */
export const industriesOf = (content: HomeBelowFold): Industry[] =>
  content.industries.items.map((item) => ({
    ...item,
    image: { ...industryImages[item.id], alt: '' },
  }))

/** The featured projects: texts with their visuals and hover rule. */
export const projectsOf = (content: HomeBelowFold): FeaturedProject[] =>
  content.projects.items.map((item) => ({
    ...item,
    hasHover: projectVisuals[item.id].hasHover,
    image: { ...projectVisuals[item.id].image, alt: '' },
  }))

/** The testimonials: the language's texts with the client's name and logo (shared). */
export const testimonialsOf = (content: HomeBelowFold): TestimonialItem[] =>
  content.testimonials.items.map((item) => ({
    ...item,
    name: clientNames[item.key],
    logo: clientLogos[item.key],
  }))
