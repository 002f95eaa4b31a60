import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import tokens from './src/config/tokens.json' with { type: 'json' }

// STYLE.md: imports flow one way, app → pages, layout → sections → components → hooks, motion, lib → config.
const tier = (from, forbidden, message) => ({
  target: `./src/${from}`,
  from: forbidden.map((f) => `./src/${f}`),
  message,
})
const zones = [
  tier('pages', ['app'], 'Nothing imports from app/.'),
  tier('layout', ['app', 'pages'], 'layout/ sits below app and pages.'),
  tier('sections', ['app', 'pages', 'layout'], 'sections/ sit below pages and layout.'),
  tier('components', ['app', 'pages', 'layout', 'sections'], 'components/ are primitives.'),
  tier(
    'hooks',
    ['app', 'pages', 'layout', 'sections', 'components'],
    'hooks/ sit below components.',
  ),
  tier(
    'motion',
    ['app', 'pages', 'layout', 'sections', 'components'],
    'motion/ sits below components.',
  ),
  tier('lib', ['app', 'pages', 'layout', 'sections', 'components'], 'lib/ sits below components.'),
  tier(
    'config',
    ['app', 'pages', 'layout', 'sections', 'components', 'hooks', 'motion', 'lib', 'content'],
    'config/ is facts and numbers only.',
  ),
  tier(
    'content',
    ['app', 'pages', 'layout', 'sections', 'components', 'hooks', 'motion', 'lib'],
    'content/ imports only config and assets.',
  ),
]

// ── House rules (STYLE.md), as selectors of the built-in no-restricted-syntax ─────────────────
// Each group is a list of { selector, message }; a folder gets the groups that hold there
// (`houseRules` below). tests/unit/config/houseRules.test.ts lints a bad and a good snippet for
// each rule.

/** A string literal or a template literal's text whose value matches `re` (an esquery regex). */
const text = (re, message) => [
  { selector: `Literal[value=${re}]`, message },
  { selector: `TemplateElement[value.raw=${re}]`, message },
]

/** Words for people rather than code: a capitalised word, a letter outside ASCII, a sentence. */
const COPY = String.raw`/\p{Lu}\p{Ll}|(?=\p{L})[^\x00-\x7F]|\p{L}[.,!?:;] \p{L}/u`
/** Any word (two letters). */
const WORD = String.raw`/\p{L}{2}/u`
const NO_COPY =
  'Copy comes from content (src/content, in each language the page has), never from the module (STYLE.md).'
/** Attributes people read or hear: any word in them is copy. */
const TEXT_ATTRIBUTES =
  'aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label'
/** Attributes whose value is code (class names, ids, URLs, mechanics, variant names). */
const CODE_ATTRIBUTES = `className|id|htmlFor|role|href|to|src|type|rel|target|method|name|autoComplete|loading|referrerPolicy|kind|glow|variant|tone|size|viewBox|d|fill|stroke|strokeLinecap|strokeLinejoin|data-.*|aria-.*`

/** issue 29 §4: no section or component writes copy in JSX, a default, a fallback or a constant. */
export const JSX_COPY = [
  { selector: `JSXText[value=${WORD}]`, message: NO_COPY },
  ...[`JSXElement`, `JSXFragment`].flatMap((parent) => [
    { selector: `${parent} > JSXExpressionContainer > Literal[value=${WORD}]`, message: NO_COPY },
    {
      selector: `${parent} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORD}]`,
      message: NO_COPY,
    },
  ]),
  {
    selector: `JSXAttribute[name.name=/^(${TEXT_ATTRIBUTES})$/] Literal[value=${WORD}]`,
    message: NO_COPY,
  },
  {
    selector: `JSXAttribute[name.name=/^(${TEXT_ATTRIBUTES})$/] TemplateElement[value.raw=${WORD}]`,
    message: NO_COPY,
  },
  {
    selector: `JSXAttribute[name.name!=/^(${CODE_ATTRIBUTES}|${TEXT_ATTRIBUTES})$/] Literal[value=${COPY}]`,
    message: NO_COPY,
  },
  { selector: `AssignmentPattern > Literal.right[value=${COPY}]`, message: NO_COPY },
  {
    selector: `LogicalExpression[operator=/^(\\?\\?|\\|\\|)$/] > Literal.right[value=${COPY}]`,
    message: NO_COPY,
  },
  {
    selector: `Program > VariableDeclaration > VariableDeclarator > Literal.init[value=${COPY}]`,
    message: NO_COPY,
  },
  {
    selector: `Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > Literal.init[value=${COPY}]`,
    message: NO_COPY,
  },
]

/**
 * issue 35 §3: words in an object (`CONSULTING_COMPACT = { title: 'Expert AI Consulting …' }`)
 * are copy too: a string of two words or more that reads as words for people. Class lists are
 * lower-case, hyphenated utilities and do not match.
 */
export const OBJECT_COPY = [
  ...[`Property > Literal.value`, `Property > ArrayExpression > Literal`].map((node) => ({
    selector: `ObjectExpression > ${node}[value=/\\p{L}\\s+\\p{L}/u][value=${COPY}]`,
    message: NO_COPY,
  })),
]

/** issue 20: an exported section takes its copy and items as one `content` prop. */
export const CONTENT_PROP = [
  `ExportNamedDeclaration > FunctionDeclaration[id.name=/^[A-Z]/]:not([params.0.type='ObjectPattern'])`,
  `ExportNamedDeclaration > FunctionDeclaration[id.name=/^[A-Z]/] > ObjectPattern.params:first-child:not(:has(> Property[key.name='content']))`,
].map((selector) => ({
  selector,
  message:
    'An exported section takes its copy and items as one `content` prop (README "Add a section").',
}))

/** issue 35 §1: a band is the `Section` shell, which alone writes `<section>` and the hydration mark. */
const SECTION_ELEMENT = {
  selector: "JSXOpeningElement[name.name='section']",
  message:
    'A band is the Section shell (or IntroSection; components/Section.tsx, README "Add a section"): it alone writes <section>.',
}
const UNIT_MARK = {
  selector: "JSXSpreadAttribute[argument.name='hydrationUnit']",
  message: 'The hydration mark comes from the Section shell (components/Section.tsx).',
}
export const BAND_SHELL = [SECTION_ELEMENT, UNIT_MARK]

/** sections/ and components/ import only content types. */
export const CONTENT_TYPES_ONLY = [
  {
    selector: "ImportDeclaration[source.value=/^@\\/content\\//][importKind!='type']",
    message: 'sections/ and components/ import only content types (import type).',
  },
]

/** The motion tokens of the theme (tailwind.config.ts; the house rules test checks they agree). */
export const DURATION_TOKENS = ['hover', 'state', 'zoom', 'page', 'project-reveal']
export const EASING_TOKENS = ['soft']
const MOTION =
  'A duration or easing is a theme token (duration-hover, ease-soft …; README "Motion tokens").'
/** issue 28 §3: every duration or easing in a class is a token; a spec token stays in its feature. */
export const MOTION_CLASSES = [
  ...text(String.raw`/(?<![\w-])duration-(?!(${DURATION_TOKENS.join('|')})(?![\w-]))/`, MOTION),
  ...text(String.raw`/(?<![\w-])ease-(?!(${EASING_TOKENS.join('|')})(?![\w-]))/`, MOTION),
  ...text(String.raw`/(?<![\w-])delay-/`, MOTION),
  ...text(String.raw`/\[(transition|animation)-(duration|delay):/`, MOTION),
  {
    selector: String.raw`Literal[value=/(?<![\w-])duration-state(?![\w-])/][value=/(^|\s)(group-)?(hover|focus|focus-visible|active):/]`,
    message:
      '`duration-state` is not a hover: use `duration-hover` in a class list with hover or focus.',
  },
]
/** The spec's project reveal drives the featured projects only. */
export const SPEC_TOKEN_HOMES = text(
  String.raw`/(?<![\w-])duration-project-reveal(?![\w-])/`,
  "duration-project-reveal is the featured projects' spec timing: use it there only.",
)

const NAMED = 'Timings and breakpoints are named constants (src/config/constants.ts; STYLE.md).'
/** STYLE.md: no timing or breakpoint literal outside config. */
export const SPEC_LITERALS = [
  {
    selector: "CallExpression[callee.name=/^set(Timeout|Interval)$/][arguments.1.type='Literal']",
    message: NAMED,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^set(Timeout|Interval)$/][arguments.1.type='Literal']",
    message: NAMED,
  },
  // (esquery matches a regex against strings only: a number's `raw` text)
  {
    selector: "Property[key.name='duration'] > Literal.value[raw=/^\\d*\\.?\\d+$/]",
    message: NAMED,
  },
  ...text(String.raw`/(max|min)-\[\d+px\]:/`, NAMED),
  ...text(String.raw`/\((max|min)-width:\s*\d+px\)/`, NAMED),
]

/** issue 35 §2: font sizes come from the type scale (`text-h1`, `text-lead` …; src/config/tokens.ts). */
export const TYPE_SCALE_ONLY = text(
  String.raw`/(?<![\w-])text-\[(length:|[\d.]|calc\(|clamp\(|min\(|max\()/`,
  'A font size comes from the type scale (text-h1, text-lead, text-small …; src/config/tokens.ts).',
)

const hexes = (value) =>
  typeof value === 'string' ? [value] : Object.values(value).flatMap((v) => hexes(v))
const PALETTE_HEXES = hexes(tokens.color).map((hex) => hex.slice(1).toLowerCase())
const triplet = (hex) => {
  const n = Number.parseInt(hex, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].join('[_\\s,]+')
}
const PALETTE_MESSAGE =
  'A colour of the palette is written in src/config/tokens.json only: use its token.'
/** issue 20: each colour of the palette is written once, in tokens.json (also as an rgb triplet). */
export const PALETTE_VALUES = [
  ...text(`/#(${[...new Set(PALETTE_HEXES)].join('|')})(?![0-9a-f])/i`, PALETTE_MESSAGE),
  ...text(`/\\b(${[...new Set(PALETTE_HEXES)].map(triplet).join('|')})\\b/`, PALETTE_MESSAGE),
]

/** The chunks of the first load (src/config/chunks.ts `APP_CHUNK_NAMES`; the test checks they agree). */
export const CHUNK_NAMES = ['react', 'router']
const CHUNK_RE = `/^(${CHUNK_NAMES.join('|')})$/`
const CHUNK_MESSAGE = 'The chunks of the first load are named in src/config/chunks.ts only.'
/** issue 20: chunk names are written in chunks.ts only (a package of the same name may be imported). */
export const CHUNK_NAME_STRINGS = [
  {
    selector: `Literal[value=${CHUNK_RE}]:not(ImportDeclaration > Literal, ImportExpression > Literal, ExportAllDeclaration > Literal, ExportNamedDeclaration > Literal, TSExternalModuleReference > Literal, TSModuleDeclaration > Literal, TSLiteralType > Literal, CallExpression[callee.name='require'] > Literal)`,
    message: CHUNK_MESSAGE,
  },
  {
    selector: `TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=${CHUNK_RE}]`,
    message: CHUNK_MESSAGE,
  },
]

const FACTS = [...PALETTE_VALUES, ...CHUNK_NAME_STRINGS]
const STYLE_RULES = [...MOTION_CLASSES, ...SPEC_LITERALS, ...TYPE_SCALE_ONLY, ...FACTS]
/** The house rules of each folder (the last config a file matches gives its whole list). */
const houseRules = (files, groups) => ({
  files,
  rules: { 'no-restricted-syntax': ['error', ...groups] },
})

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'playwright-report',
      'test-results',
      'public',
      'outbox',
      'coverage',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // the facts hold in every hand-written file; config/ names the tokens and chunks it defines
  houseRules(['**/*.{ts,tsx,js,mjs}'], FACTS),
  houseRules(['src/config/chunks.ts', 'eslint.config.js'], PALETTE_VALUES),
  houseRules(['src/{app,content}/**/*.{ts,tsx}'], STYLE_RULES),
  houseRules(['src/{hooks,motion,lib}/**/*.{ts,tsx}'], [...CONTENT_TYPES_ONLY, ...STYLE_RULES]),
  houseRules(['src/layout/**/*.{ts,tsx}'], [...OBJECT_COPY, ...STYLE_RULES]),
  houseRules(['src/pages/**/*.{ts,tsx}'], [...OBJECT_COPY, ...BAND_SHELL, ...STYLE_RULES]),
  houseRules(
    ['src/components/**/*.{ts,tsx}'],
    [...CONTENT_TYPES_ONLY, ...JSX_COPY, ...OBJECT_COPY, ...STYLE_RULES],
  ),
  houseRules(
    ['src/sections/**/*.{ts,tsx}'],
    [
      ...CONTENT_TYPES_ONLY,
      ...JSX_COPY,
      ...OBJECT_COPY,
      ...BAND_SHELL,
      ...SPEC_TOKEN_HOMES,
      ...STYLE_RULES,
    ],
  ),
  houseRules(
    ['src/sections/**/*.tsx'],
    [
      ...CONTENT_TYPES_ONLY,
      ...JSX_COPY,
      ...OBJECT_COPY,
      ...CONTENT_PROP,
      ...BAND_SHELL,
      ...SPEC_TOKEN_HOMES,
      ...STYLE_RULES,
    ],
  ),
  houseRules(
    ['src/sections/featured-projects/**/*.tsx'],
    [
      ...CONTENT_TYPES_ONLY,
      ...JSX_COPY,
      ...OBJECT_COPY,
      ...CONTENT_PROP,
      ...BAND_SHELL,
      ...STYLE_RULES,
    ],
  ),
  // the partner strip is a part of the hero with code of its own, not a band: it marks itself
  houseRules(
    ['src/sections/partners/**/*.tsx'],
    [
      ...CONTENT_TYPES_ONLY,
      ...JSX_COPY,
      ...OBJECT_COPY,
      ...CONTENT_PROP,
      SECTION_ELEMENT,
      ...SPEC_TOKEN_HOMES,
      ...STYLE_RULES,
    ],
  ),
  // tests write the bad examples on purpose
  { files: ['tests/**'], rules: { 'no-restricted-syntax': 'off' } },
  {
    // scripts that drive a browser run some functions inside the page
    files: [
      'scripts/measure/screenshots.mjs',
      'scripts/measure/compare-screens.mjs',
      'scripts/measure/bench/*.mjs',
      'scripts/measure/dialog-options.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
)
