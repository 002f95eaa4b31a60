import type { ReactNode } from 'react'
import { Button } from '@/components/Button'
import { partnerLogos } from '@/content/brandAssets'
import type { HomeFirstScreen } from '@/content/types'
import { usePopups } from '@/hooks/usePopups'
import { usePageMeta } from '@/lib/meta'
import { Deferred } from '@/components/Deferred'
import { HomeHeroSection } from '@/sections/home-hero/HomeHeroSection'
import { PartnerStrip } from '@/sections/partners/PartnerStrip'

export interface HomePageProps {
  first: HomeFirstScreen
  /** the rest of the page in the same language (a lazy module: it loads after the first screen) */
  rest: ReactNode
}

/**
 * The home page in one language (/, /lv, /ru): the hero first, then the eleven positions below
 * it (DECISIONS "Home page order"; header and footer are the frame). Only the first screen's code
 * and copy load with the page; the rest is prerendered HTML that hydrates when its code arrives.
 */
export function HomePage({ first, rest }: HomePageProps) {
  const popups = usePopups()
  usePageMeta(first.meta)
  return (
    <>
      <HomeHeroSection
        content={first.hero}
        actions={
          <>
            <Button size="lg" onClick={popups.openBooking}>
              {first.hero.primaryCta}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              tone="dark"
              onClick={() => popups.openConsultation()}
            >
              {first.hero.secondaryCta}
            </Button>
          </>
        }
      >
        <PartnerStrip content={{ ...first.partners, logos: partnerLogos }} />
      </HomeHeroSection>
      <Deferred className="min-h-screen bg-paper">{rest}</Deferred>
    </>
  )
}
