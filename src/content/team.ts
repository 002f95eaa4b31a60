import { routes } from '@/config/routes'
import { site } from '@/config/site'
import { crumbs } from '@/content/common'
import type { PageMeta, TeamMember } from '@/content/types'

const avatar = (id: string, name: string) => ({
  src: `/art/team/${id}.svg`,
  width: 400,
  height: 400,
  alt: `Illustrated portrait of ${name}`,
})

const member = (m: Omit<TeamMember, 'avatar'>): TeamMember => ({
  ...m,
  avatar: avatar(m.id, m.name),
})

/** spec §3 Team member: six people; three of them have the /kg, /bg and /al pages. */
export const teamMembers = [
  member({
    id: 'karlis-grants',
    name: 'Kārlis Grants',
    initials: 'KG',
    role: 'Fullstack developer + AI Engineer',
    bio: 'Founded the studio after a decade of shipping automation for logistics and retail. Still writes the first prototype of every project.',
  }),
  member({
    id: 'baiba-gaile',
    name: 'Baiba Gaile',
    initials: 'BG',
    role: 'CFO',
    bio: 'Turns every proposal into a payback model before it is signed, and checks the numbers again three months after go-live.',
  }),
  member({
    id: 'aleksandrs-lacis',
    name: 'Aleksandrs Lācis',
    initials: 'AL',
    role: 'AI Engineer',
    bio: 'Builds the retrieval, evaluation and guardrails behind our chatbots, so answers stay accurate when the questions get hard.',
  }),
  member({
    id: 'elina-ozola',
    name: 'Elīna Ozola',
    initials: 'EO',
    role: 'Fullstack developer',
    bio: 'Connects AI to the systems you already run: CRMs, booking engines, ERPs and the spreadsheets nobody admits to.',
  }),
  member({
    id: 'martins-berzins',
    name: 'Mārtiņš Bērziņš',
    initials: 'MB',
    role: 'Fullstack developer + AI Engineer',
    bio: 'Designs the dashboards and calculators clients use every day, and the automations that keep them current.',
  }),
  member({
    id: 'olga-vasiljeva',
    name: 'Olga Vasiļjeva',
    initials: 'OV',
    role: 'AI Engineer',
    bio: 'Trains and tests multilingual assistants in Latvian, Russian and English, and leads our data-protection reviews.',
  }),
] as const satisfies readonly TeamMember[]

/** The page of a team member at /kg, /bg or /al. */
export function memberPage(
  initials: string,
): { member: TeamMember; meta: PageMeta; breadcrumbs: ReturnType<typeof crumbs> } | undefined {
  const found = teamMembers.find((m) => m.initials.toLowerCase() === initials.toLowerCase())
  if (!found) return undefined
  return {
    member: found,
    meta: {
      title: `${found.initials}: ${found.name}, ${found.role} | ${site.brand}`,
      description: `${found.name}, ${found.role} at ${site.brand}. ${found.bio}`,
    },
    breadcrumbs: crumbs({ text: 'About us', href: routes.about.href }, { text: found.initials }),
  }
}
