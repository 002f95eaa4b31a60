import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { projectsOf } from '@/content/home/assemble'
import { homeContent } from '@/content/home/en'
import { FeaturedProjectsSection } from '@/sections/featured-projects/FeaturedProjectsSection'

/** The home page's featured projects (English), and the one card the tests tap. */
export const projectItems = projectsOf(homeContent)
export const tappedProject = projectItems.find((p) => p.id === 'calculator')!

/** Mounts the featured projects band; returns the tapped card, its toggle and its content. */
export function renderProjects() {
  render(
    <MemoryRouter>
      <FeaturedProjectsSection
        content={{ ...homeContent.projects, items: projectItems }}
        viewAllHref="/cases"
        projectHref="/case-page"
      />
    </MemoryRouter>,
  )
  const toggle = screen.getByRole('button', { name: tappedProject.title })
  return {
    card: toggle.closest('[data-project]')!,
    toggle,
    content: document.getElementById(toggle.getAttribute('aria-controls')!)!,
  }
}
