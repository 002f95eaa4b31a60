import { homeContent } from '@/content/home/en'
import { projectsOf } from '@/content/home/assemble'

/** The four featured projects in English, for the portfolio blocks of the inner pages. */
export const featuredProjects = projectsOf(homeContent)
