import type {
  FeaturedProject,
  ImageAsset,
  IndustryId,
  PartnerLogo,
  Testimonial,
} from '@/content/types'

/** spec §3 Partner logo: sixteen logos, alt text "Partner N". */
export const partnerLogos: readonly PartnerLogo[] = Array.from({ length: 16 }, (_, i) => ({
  src: `/art/partners/partner-${String(i + 1).padStart(2, '0')}.svg`,
  alt: `Partner ${i + 1}`,
  width: 200,
  height: 60,
}))

/** spec §3 Testimonial: the client logos, keys client1 … client6. */
export const clientLogos: Record<Testimonial['key'], ImageAsset> = Object.fromEntries(
  ([1, 2, 3, 4, 5, 6] as const).map((n) => [
    `client${n}`,
    { src: `/art/clients/client${n}.svg`, width: 200, height: 60, alt: '' },
  ]),
) as Record<Testimonial['key'], ImageAsset>

/** spec §3 Industry: image keys industryEcommerce … industryNgo. */
export const industryImages: Record<IndustryId, Omit<ImageAsset, 'alt'>> = {
  ecommerce: { src: '/art/industries/ecommerce.svg', width: 800, height: 600 },
  travel: { src: '/art/industries/travel.svg', width: 800, height: 600 },
  government: { src: '/art/industries/government.svg', width: 800, height: 600 },
  healthcare: { src: '/art/industries/healthcare.svg', width: 800, height: 600 },
  logistics: { src: '/art/industries/logistics.svg', width: 800, height: 600 },
  ngo: { src: '/art/industries/ngo.svg', width: 800, height: 600 },
}

/** spec §3 Featured project: Clinic Chatbot without hover, the other three with it (docs/product.md "Sliders, rotation, motion"). */
export const projectVisuals: Record<
  FeaturedProject['id'],
  { hasHover: boolean; image: Omit<ImageAsset, 'alt'> }
> = {
  clinic: { hasHover: false, image: { src: '/art/projects/clinic.svg', width: 800, height: 600 } },
  marketing: {
    hasHover: true,
    image: { src: '/art/projects/marketing.svg', width: 800, height: 600 },
  },
  calculator: {
    hasHover: true,
    image: { src: '/art/projects/calculator.svg', width: 800, height: 600 },
  },
  travel: { hasHover: true, image: { src: '/art/projects/travel.svg', width: 800, height: 600 } },
}
