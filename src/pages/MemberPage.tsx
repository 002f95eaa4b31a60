import { Section } from '@/components/band/Section'
import { useLocation } from 'react-router-dom'
import { memberPage, teamMembers } from '@/content/team'
import { usePageMeta } from '@/lib/meta'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'

/** /kg, /bg, /al: the member's initials as the title, and the portrait (docs/product.md "Routes the specification leaves open"). */
export default function MemberPage() {
  const { pathname } = useLocation()
  const page = memberPage(pathname.replace(/\//g, '')) ?? memberPage(teamMembers[0].initials)
  if (!page) throw new Error('team content has no members')
  usePageMeta(page.meta)
  const { member } = page
  return (
    <>
      <PageHeaderSection
        content={{
          breadcrumbs: page.breadcrumbs,
          title: member.initials,
          lead: `${member.name}, ${member.role}`,
        }}
      />
      <Section rhythm="trim">
        {member.avatar && (
          <img
            {...member.avatar}
            alt={member.avatar.alt}
            className="h-auto w-full max-w-sm rounded-panel shadow-card"
          />
        )}
      </Section>
    </>
  )
}
