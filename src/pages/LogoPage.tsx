import { Section } from '@/components/band/Section'
import { logoContent, logoImages } from '@/content/logo'
import { usePageMeta } from '@/lib/meta'
import { PageHeaderSection } from '@/sections/page-header/PageHeaderSection'

export default function LogoPage() {
  usePageMeta(logoContent.meta)
  return (
    <>
      <PageHeaderSection content={logoContent.intro} />
      <Section rhythm="trim" containerClassName="grid gap-6 tablet:grid-cols-2">
        <figure className="grid place-items-center rounded-card bg-ink p-12">
          <img
            {...logoImages.onDark}
            alt={logoImages.onDark.alt}
            className="h-auto w-full max-w-sm"
          />
        </figure>
        <figure className="grid place-items-center rounded-card border border-paper-line bg-white p-12">
          <img
            {...logoImages.onLight}
            alt={logoImages.onLight.alt}
            className="h-auto w-full max-w-sm"
          />
        </figure>
      </Section>
    </>
  )
}
