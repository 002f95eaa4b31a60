// The moving room (README.md here): a tap on a link of the site, what is fetched and rendered
// before it, and what React's pending navigation shows. Everything outside this folder comes in
// through this entry (`import { Link } from '@/lib/moving'`); the rest of the room is moving.ts's
// chunk, fetched as the page hydrates (SiteLink.tsx `startMoving`).
export { Link, NavLink, SiteNavigation, startMoving, watchPageView } from './SiteLink'
export type { PageParts, SitePages } from './prefetch'
