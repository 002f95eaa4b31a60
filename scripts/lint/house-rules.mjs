// The house rules (docs/house-style.md), as a local ESLint plugin:
// one rule id per house rule (`house/<id>`), each written once as esquery selectors and applied to
// the folders of `HOUSE_RULES` below, so an editor flags a breach as it is typed and names the
// rule it breaks. eslint.config.js applies them; tests/unit/config/houseRules.test.ts lints a bad
// and a good snippet for every rule in every folder it covers.
import tokens from '../../src/config/tokens.json' with { type: 'json' }

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
  'Copy comes from content (src/content, in each language the page has), never from the module.'
/** Attributes people read or hear: any word in them is copy. */
const TEXT_ATTRIBUTES =
  'aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label'
/** Attributes whose value is code (class names, ids, URLs, mechanics, variant names). */
const CODE_ATTRIBUTES = `className|id|htmlFor|role|href|to|src|type|rel|target|method|name|autoComplete|loading|referrerPolicy|kind|glow|variant|tone|size|viewBox|d|fill|stroke|strokeLinecap|strokeLinejoin|data-.*|aria-.*`

/** no section or component writes copy in JSX, a default, a fallback or a constant. */
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
 * words in an object (`CONSULTING_COMPACT = { title: 'Expert AI Consulting …' }`)
 * are copy too: a string of two words or more that reads as words for people. Class lists are
 * lower-case, hyphenated utilities and do not match.
 */
export const OBJECT_COPY = [
  ...[`Property > Literal.value`, `Property > ArrayExpression > Literal`].map((node) => ({
    selector: `ObjectExpression > ${node}[value=/\\p{L}\\s+\\p{L}/u][value=${COPY}]`,
    message: NO_COPY,
  })),
]

/** an exported section takes its copy and items as one `content` prop. */
export const CONTENT_PROP = [
  `ExportNamedDeclaration > FunctionDeclaration[id.name=/^[A-Z]/]:not([params.0.type='ObjectPattern'])`,
  `ExportNamedDeclaration > FunctionDeclaration[id.name=/^[A-Z]/] > ObjectPattern.params:first-child:not(:has(> Property[key.name='content']))`,
].map((selector) => ({
  selector,
  message:
    'An exported section takes its copy and items as one `content` prop (README "Add a section").',
}))

/** a band is the `Section` shell, which alone writes `<section>` and the hydration mark. */
const SECTION_ELEMENT = {
  selector: "JSXOpeningElement[name.name='section']",
  message:
    'A band is the Section shell (or IntroSection; components/band/Section.tsx, README "Add a section"): it alone writes <section>.',
}
const UNIT_MARK = {
  selector: "JSXSpreadAttribute[argument.name='hydrationUnit']",
  message: 'The hydration mark comes from the Section shell (components/band/Section.tsx).',
}
export const BAND_SHELL = [SECTION_ELEMENT, UNIT_MARK]

/** sections/ and components/ import only content types. */
export const CONTENT_TYPES_ONLY = [
  {
    selector: "ImportDeclaration[source.value=/^@\\/content\\//][importKind!='type']",
    message:
      'Below pages/, layout/ and dialogs/, a module may import only content types (import type).',
  },
]

/** The motion tokens of the theme (tailwind.config.ts; the house rules test checks they agree). */
export const DURATION_TOKENS = ['hover', 'state', 'zoom', 'page', 'progress', 'project-reveal']
export const EASING_TOKENS = ['soft']
const MOTION =
  'A duration or easing is a theme token (duration-hover, ease-soft …; README "Motion tokens").'
/** every duration or easing in a class is a token; a spec token stays in its feature. */
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

const NAMED = 'Timings and breakpoints are named constants (src/config/constants.ts).'
/** no timing or breakpoint literal outside config */
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

const TYPE_MESSAGE =
  'A font size comes from the type scale (text-h1, text-lead, text-small …; src/config/tokens.ts).'
const RADIUS_MESSAGE =
  'A corner radius comes from the radius roles (rounded-card, rounded-panel, rounded-circle …; src/config/tokens.json).'
/** Tailwind's own font sizes, which the theme replaces with the type scale's roles. */
export const DEFAULT_SIZES = [
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  '8xl',
  '9xl',
]
/** The radius roles of the theme (tokens.json `radius`): `rounded-<role>`, on any side. */
export const RADIUS_ROLES = Object.keys(tokens.radius)
const SIDE = '-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)'
/**
 * font sizes and corner radii come from the design tokens' roles (the theme
 * has no others): no arbitrary `text-[2rem]` or `rounded-[28px]`, and no Tailwind default
 * (`text-3xl`, `rounded-xl`, a bare `rounded`), for which the theme generates nothing.
 */
export const TYPE_SCALE_ONLY = [
  ...text(String.raw`/(?<![\w-])text-\[(length:|[\d.]|calc\(|clamp\(|min\(|max\()/`, TYPE_MESSAGE),
  ...text(String.raw`/(?<![\w-])text-(${DEFAULT_SIZES.join('|')})(?![\w-])/`, TYPE_MESSAGE),
  ...text(
    String.raw`/(?<![\w-])rounded(?!(${SIDE})?-(${RADIUS_ROLES.join('|')})(?![\w-]))(?!\w)/`,
    RADIUS_MESSAGE,
  ),
]

const hexes = (value) =>
  typeof value === 'string' ? [value] : Object.values(value).flatMap((v) => hexes(v))
const PALETTE_HEXES = hexes(tokens.color).map((hex) => hex.slice(1).toLowerCase())
const triplet = (hex) => {
  const n = Number.parseInt(hex, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].join('[_\\s,]+')
}
const PALETTE_MESSAGE =
  'A colour of the palette is written in src/config/tokens.json only: use its token.'
/** each colour of the palette is written once, in tokens.json (also as an rgb triplet). */
export const PALETTE_VALUES = [
  ...text(`/#(${[...new Set(PALETTE_HEXES)].join('|')})(?![0-9a-f])/i`, PALETTE_MESSAGE),
  ...text(`/\\b(${[...new Set(PALETTE_HEXES)].map(triplet).join('|')})\\b/`, PALETTE_MESSAGE),
]

/** The chunks of the first load (src/config/chunks.ts `APP_CHUNK_NAMES`; the test checks they agree). */
export const CHUNK_NAMES = ['react', 'router']
const CHUNK_RE = `/^(${CHUNK_NAMES.join('|')})$/`
const CHUNK_MESSAGE = 'The chunks of the first load are named in src/config/chunks.ts only.'
/** chunk names are written in chunks.ts only (a package of the same name may be imported). */
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

/** An import (static, dynamic or a re-export) whose source matches `pattern`. */
const importOf = (pattern) =>
  `:matches(ImportDeclaration, ImportExpression, ExportAllDeclaration, ExportNamedDeclaration) > Literal.source[value=${pattern}]`

/** lazy code and its boundaries live in the delivery room only. */
export const DELIVERY_ROOM =
  'Lazy code and its Suspense boundaries live in the delivery room (src/lib/delivery, its README): use <OnDemand>, lazyPart or slotOf from @/lib/delivery.'
export const DELIVERY_ENTRY =
  'The delivery room is used through its entry point: import from @/lib/delivery (src/lib/delivery/index.ts).'
/** The moving room's one deep import: the frame's code, a chunk of its own (not the first load's). */
export const FRAME_CODE_MODULE = '@/lib/delivery/frameDemand'
const LAZY = [
  {
    selector:
      "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name=/^(lazy|Suspense)$/]",
    message: DELIVERY_ROOM,
  },
  {
    selector: "MemberExpression[object.name='React'][property.name=/^(lazy|Suspense)$/]",
    message: DELIVERY_ROOM,
  },
]
const DELIVERY_PATH = String.raw`/^(@\/|(\.\.?\/)+)lib\/delivery\//`
export const DELIVERY = [...LAZY, { selector: importOf(DELIVERY_PATH), message: DELIVERY_ENTRY }]
/** In the moving room: the same, and the frame's code may come from its own module. */
export const DELIVERY_FROM_MOVING = [
  ...LAZY,
  {
    selector: `${importOf(DELIVERY_PATH)}:not([value='${FRAME_CODE_MODULE}'])`,
    message: `${DELIVERY_ENTRY.slice(0, -1)}, or the frame's code from ${FRAME_CODE_MODULE} (a chunk of its own).`,
  },
]

/** a link of the site is the moving room's, which is used through its entry point. */
export const MOVING_LINKS =
  "A link of the site goes in the layout's transition (src/lib/moving/navigation.ts, docs/moving.md): import Link and NavLink from @/lib/moving, not react-router-dom."
export const MOVING_ENTRY =
  'The moving room is used through its entry point: import from @/lib/moving (src/lib/moving/index.ts).'
export const MOVING = [
  {
    selector:
      "ImportDeclaration[source.value='react-router-dom'] > ImportSpecifier[imported.name=/^(Link|NavLink)$/]",
    message: MOVING_LINKS,
  },
  { selector: importOf(String.raw`/^(@\/|(\.\.?\/)+)lib\/moving\//`), message: MOVING_ENTRY },
]

/** The one helper of the tests in which a fixed time passes (tests/e2e/support.ts). */
export const NOTHING_FOR = 'expectNothingFor'
const TEST_WAITS_MESSAGE = `A test waits for what the page shows (a mark such as data-busy, a poll, the next frame, the page clock), never for a fixed time: that nothing happens is checked by ${NOTHING_FOR} (tests/e2e/support.ts), for a time named in src/config/constants.ts.`
/** no test sleeps; a check that nothing happens goes through one helper */
export const TEST_WAITS = [
  {
    selector: `CallExpression[callee.property.name='waitForTimeout']:not(FunctionDeclaration[id.name='${NOTHING_FOR}'] CallExpression)`,
    message: TEST_WAITS_MESSAGE,
  },
  {
    selector: `CallExpression[callee.name='${NOTHING_FOR}'][arguments.1.type='Literal']`,
    message: TEST_WAITS_MESSAGE,
  },
]

/**
 * The folders of src/ that hold code (not config/, which names the facts); the motion lab's
 * among them (docs/house-style.md "Copy lives in content" says why it is not a view).
 */
const CODE = [
  'app',
  'content',
  'hooks',
  'motion',
  'lib',
  'layout',
  'dialogs',
  'pages',
  'components',
  'sections',
  'lab',
]
/** The folders that render what a visitor reads. */
const VIEWS = ['layout', 'dialogs', 'pages', 'components', 'sections']
const SOURCES = '**/*.{ts,tsx}'

/**
 * Each house rule: the section of docs/house-style.md that says why (`section`: every message
 * names it), its selectors, and where it holds: `folders` of src/ (or `files`, globs from the
 * project's root), minus `ignores`.
 */
export const HOUSE_RULES = {
  'no-copy': {
    section: 'Copy lives in content',
    selectors: [...JSX_COPY, ...OBJECT_COPY],
    folders: VIEWS,
  },
  'content-prop': {
    section: 'A section takes one content prop',
    selectors: CONTENT_PROP,
    folders: ['sections'],
    sources: '**/*.tsx',
  },
  'content-types-only': {
    section: 'Below pages, only content types',
    selectors: CONTENT_TYPES_ONLY,
    folders: ['components', 'sections', 'hooks', 'motion', 'lib'],
  },
  'band-shell': {
    section: 'A band is the Section shell',
    selectors: [SECTION_ELEMENT],
    folders: ['pages', 'sections'],
  },
  'hydration-mark': {
    section: 'A band is the Section shell',
    selectors: [UNIT_MARK],
    folders: ['pages', 'sections'],
    // the partner strip is a part of the hero with code of its own, not a band: it marks itself
    ignores: ['src/sections/partners/**'],
  },
  'motion-tokens': {
    section: 'Motion is a theme token',
    selectors: MOTION_CLASSES,
    folders: CODE,
  },
  'spec-token-home': {
    section: 'Motion is a theme token',
    selectors: SPEC_TOKEN_HOMES,
    folders: CODE,
    ignores: ['src/sections/featured-projects/**'],
  },
  'named-constants': {
    section: 'Every number lives in config',
    selectors: SPEC_LITERALS,
    folders: CODE,
  },
  'type-scale': {
    section: 'Type and corners come from the tokens',
    selectors: TYPE_SCALE_ONLY,
    folders: CODE,
  },
  'palette-tokens': {
    section: 'Each colour is written once',
    selectors: PALETTE_VALUES,
    files: ['**/*.{ts,tsx,js,mjs}'],
    // tests write the bad examples on purpose, and check the facts against the tokens
    ignores: ['tests/**'],
  },
  'chunk-names': {
    section: "The first load's chunks are named",
    selectors: CHUNK_NAME_STRINGS,
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/config/chunks.ts', 'scripts/lint/house-rules.mjs', 'tests/**'],
  },
  'test-waits': {
    section: 'Tests wait for the page',
    selectors: TEST_WAITS,
    files: ['tests/**/*.{ts,tsx}'],
  },
  'delivery-room': {
    section: 'Lazy code lives in the delivery room',
    selectors: DELIVERY,
    folders: CODE,
    ignores: ['src/lib/delivery/**', 'src/lib/moving/**'],
  },
  'delivery-room-from-moving': {
    section: 'Lazy code lives in the delivery room',
    selectors: DELIVERY_FROM_MOVING,
    files: ['src/lib/moving/**/*.{ts,tsx}'],
  },
  'moving-room': {
    section: 'Links move in the moving room',
    selectors: MOVING,
    folders: CODE,
    ignores: ['src/lib/moving/**'],
  },
}

/** Where every rule's why is written: each message ends with its section there. */
export const HOUSE_STYLE = 'docs/house-style.md'

/** The globs a rule holds for. */
export const filesOf = (rule) =>
  rule.files ?? rule.folders.map((folder) => `src/${folder}/${rule.sources ?? SOURCES}`)

/** An ESLint rule that reports every node its selectors match, with the selector's message. */
const selectorRule = (id, { section, selectors }) => ({
  meta: { type: 'problem', docs: { description: `${HOUSE_STYLE} "${section}"` }, schema: [] },
  create(context) {
    const visitors = {}
    for (const { selector, message } of selectors) {
      const previous = visitors[selector]
      const report = (node) =>
        context.report({ node, message: `${message} (${HOUSE_STYLE} "${section}") [house/${id}]` })
      visitors[selector] = previous
        ? (node) => {
            previous(node)
            report(node)
          }
        : report
    }
    return visitors
  },
})

export const plugin = {
  meta: { name: 'house' },
  rules: Object.fromEntries(
    Object.entries(HOUSE_RULES).map(([id, rule]) => [id, selectorRule(id, rule)]),
  ),
}

/** The config objects that apply each rule to its folders (one object per rule). */
export const houseConfigs = Object.entries(HOUSE_RULES).map(([id, rule]) => ({
  files: filesOf(rule),
  ...(rule.ignores && { ignores: rule.ignores }),
  plugins: { house: plugin },
  rules: { [`house/${id}`]: 'error' },
}))
