// Types of house-rules.mjs for the TypeScript files that import it.
import type { ESLint, Linter } from 'eslint'

export type HouseRuleId =
  | 'no-copy'
  | 'content-prop'
  | 'content-types-only'
  | 'band-shell'
  | 'hydration-mark'
  | 'motion-tokens'
  | 'spec-token-home'
  | 'named-constants'
  | 'type-scale'
  | 'palette-tokens'
  | 'chunk-names'
  | 'delivery-room'
  | 'delivery-room-from-moving'
  | 'moving-room'
  | 'test-waits'

/** Where every rule's why is written (docs/house-style.md). */
export const HOUSE_STYLE: string

export interface HouseRule {
  /** the heading of docs/house-style.md that says why (every message names it) */
  section: string
  selectors: { selector: string; message: string }[]
  /** folders of src/ it holds for */
  folders?: string[]
  /** the file pattern inside those folders (all TypeScript by default) */
  sources?: string
  /** globs from the project's root, instead of folders */
  files?: string[]
  ignores?: string[]
}

export const HOUSE_RULES: Record<HouseRuleId, HouseRule>
/** Tailwind's own font sizes (`text-sm` …), flagged by house/type-scale */
export const DEFAULT_SIZES: string[]
/** the theme's radius roles (tokens.json `radius`) */
export const RADIUS_ROLES: string[]
export function filesOf(rule: HouseRule): string[]
export const plugin: ESLint.Plugin
export const houseConfigs: Linter.Config[]
