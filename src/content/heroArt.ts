import type { ImageAsset } from '@/content/types'

/**
 * The heroes' art (`npm run art` draws it): the home page's and the AI services' network, the IT
 * services' systems. A hero's content names one, with its own alt text; the link preview cards
 * use the same.
 */
export const heroArt = {
  ai: { src: '/art/hero-ai.svg', width: 1200, height: 960 },
  it: { src: '/art/hero-it.svg', width: 1200, height: 960 },
} as const satisfies Record<string, Omit<ImageAsset, 'alt'>>
