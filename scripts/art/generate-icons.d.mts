// Types of generate-icons.mjs for the TypeScript files that import it.
/** Where the icon sprite lives (src/assets/icons.svg). */
export const SPRITE_PATH: string
/** The sprite's text for the current src/components/primitives/icons.json. */
export function renderSprite(): Promise<string>
