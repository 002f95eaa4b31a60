import { use } from 'react'
import { loadFrameContent, type FrameContent } from '@/content/navigation'
import { useLocale } from '@/hooks/useLocale'

/**
 * The shared frame's copy (header, menu, footer) in the page's language. A page loads it before
 * it hydrates (app/router.tsx `preloadRoute`), so `use` returns it at once; a switch to another
 * language waits for that language's copy inside the navigation's transition.
 */
export const useFrameContent = (): FrameContent => use(loadFrameContent(useLocale()))
