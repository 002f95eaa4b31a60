/**
 * The libraries the app's first load shares, each a chunk of its own that stays cached across
 * releases of the site's own code: vite.config.ts makes one split group of each. `packages` names
 * the node_modules folders a chunk takes.
 */
export const APP_CHUNKS = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'router', packages: ['react-router', 'react-router-dom'] },
] as const satisfies readonly { name: string; packages: readonly string[] }[]

/** The chunk names. */
export const APP_CHUNK_NAMES: readonly string[] = APP_CHUNKS.map((chunk) => chunk.name)

/**
 * Modules of the site's own that the first load of several pages shares but the app does not
 * import, too small to be worth a chunk (and its request) of their own: the frame chunk takes them
 * (vite.config.ts). The heroes' art is named by the home pages' and the service pages' copy.
 */
export const FRAME_SHARED = ['src/content/heroArt.ts'] as const

/** The chunk of the site's own code the app imports statically (vite.config.ts). */
export const APP_FRAME_CHUNK = 'frame'
