// Types of cache-control.mjs for the TypeScript files that import it.
export const ASSET_CACHE_CONTROL: string
export const PAGE_CACHE_CONTROL: string
