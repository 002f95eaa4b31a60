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

/** The chunk of the site's own code the app imports statically (vite.config.ts). */
export const APP_FRAME_CHUNK = 'frame'
