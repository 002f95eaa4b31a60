/**
 * lib/frameDemand.ts (when the parts outside `<main>` need their code), fetched on first use: as
 * the page hydrates, never in the first load. The one place the frame's lazy parts (SiteLayout's
 * popups and footer, the header's phone menu) and the layout's navigation call import it from.
 */
export const loadFrameDemand = () => import('@/lib/frameDemand')
