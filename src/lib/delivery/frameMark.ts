/**
 * Written on `#root` while every part of the frame outside `<main>` has its code (frameDemand.ts
 * `track`): a tap on a link of the site then goes inside the app; before, it is a full load
 * (lib/moving/navigation.ts). A file of its own, so that tests read it without the code, and the
 * first load carries none of it.
 */
export const FRAME_HERE_ATTR = 'data-frame-here'
