import { ButtonLink } from '@/components/primitives/Button'
import { notFoundContent, notFoundLinks } from '@/content/notFound'
import { usePageMeta } from '@/lib/meta'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'

export default function NotFoundPage() {
  usePageMeta(notFoundContent.meta)
  return (
    <PageHeaderSection content={notFoundContent.intro} className="min-h-[70vh]">
      {notFoundLinks.map((link, i) => (
        <ButtonLink key={link.href} href={link.href} variant={i === 0 ? 'primary' : 'secondary'}>
          {link.label}
        </ButtonLink>
      ))}
    </PageHeaderSection>
  )
}
