/**
 * The chunks of the app's first load, in the order src/app/main.tsx imports them (each evaluated
 * in a task of its own, so no long task adds them up): React, the router, the frame. The one list
 * of them: vite.config.ts makes one split group of each, in this order of priority; the prerender
 * (scripts/prerender.mjs) checks that main.tsx imports exactly these, in this order, and
 * preloads them. `packages` names the node_modules folders a chunk takes; the frame takes what
 * src/app/start.tsx imports statically.
 */
export const APP_CHUNKS = [
  { name: 'react', packages: ['react'] },
  { name: 'router', packages: ['react-router', 'react-router-dom'] },
  { name: 'frame', packages: [] },
] as const satisfies readonly { name: string; packages: readonly string[] }[]

/** The chunk of the app's entry (src/app/main.tsx) and what only it needs. */
export const APP_ENTRY_CHUNK = 'app'

/** The chunk names in order. */
export const APP_CHUNK_NAMES: readonly string[] = APP_CHUNKS.map((chunk) => chunk.name)
