import { Section } from '@/components/band/Section'
import { useLocation } from 'react-router-dom'
import { memberPage, teamMembers } from '@/content/team'
import { usePageMeta } from '@/lib/meta'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'

/** /kg, /bg, /al: the member's initials as the title, and the portrait (DECISIONS). */
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
      <Section isBare className="pb-24">
        {member.avatar && (
          <img
            {...member.avatar}
            alt={member.avatar.alt}
            className="h-auto w-full max-w-sm rounded-[28px] shadow-card"
          />
        )}
      </Section>
    </>
  )
}
