import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import tailwindConfig from '../../../tailwind.config.ts'
import { APP_CHUNK_NAMES } from '@/config/chunks'
import { TYPE_SCALE as TYPE_ROLES } from '@/config/tokens'
import {
  DEFAULT_SIZES,
  filesOf,
  HOUSE_RULES,
  RADIUS_ROLES,
  type HouseRuleId,
} from '../../../scripts/lint/house-rules.mjs'

// The house rules (docs/house-style.md) are a local ESLint plugin (scripts/lint/house-rules.mjs: one rule id
// each, applied by eslint.config.js), so an editor shows a breach as it is typed. Each rule is
// proved here: the project's own config lints a bad and a good snippet in every folder the rule
// holds for, and the cases below each selector was written for.

const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })

// the first lint loads the config, its plugins and the TypeScript resolver: once, before the tests
const WARM_UP_MS = 120_000
beforeAll(() => eslint.lintText('', { filePath: path.join(root, 'src/app/probe.ts') }), WARM_UP_MS)

/** The house rules' messages (`house/…`) for `code` linted as the file `file`. */
async function houseMessages(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.filter((m) => m.ruleId?.startsWith('house/'))
}

/** The house-rule messages ESLint gives `code` as the file `file`, each as "line: message". */
async function houseRules(file: string, code: string): Promise<string[]> {
  return (await houseMessages(file, code)).map((m) => `${m.line}: ${m.message}`)
}

const COPY = 'Copy comes from content'
const CONTENT_PROP = 'one `content` prop'
const TYPES_ONLY = 'import only content types'
const MOTION = 'A duration or easing is a theme token'
const STATE_HOVER = '`duration-state` is not a hover'
const SPEC_HOME = "featured projects' spec timing"
const NAMED = 'Timings and breakpoints are named constants'
const TYPE_SCALE = 'A font size comes from the type scale'
const RADIUS = 'A corner radius comes from the radius roles'
const PALETTE = 'A colour of the palette is written in src/config/tokens.json only'
const CHUNKS = 'The chunks of the first load are named in src/config/chunks.ts only'
const SHELL = 'A band is the Section shell'
const MARK = 'The hydration mark comes from the Section shell'
const WAITS = 'A test waits for what the page shows'

/** `[file, bad code, the message of each breach]`: every rule bites where it holds. */
const BAD: [string, string, string[]][] = [
  ['src/sections/probe/ProbeSection.tsx', `const a = <h2>Ready to Transform?</h2>`, [COPY]],
  ['src/components/Probe.tsx', `const a = <p>{'Book now'}</p>`, [COPY]],
  ['src/components/Probe.tsx', 'const a = <p>{`Book now`}</p>', [COPY]],
  ['src/components/Probe.tsx', `const a = <input aria-label="website" />`, [COPY]],
  ['src/components/Probe.tsx', `const a = <input placeholder="you@company.com" />`, [COPY]],
  ['src/components/Probe.tsx', `const a = <img alt="Logo" src="/art/logo.svg" />`, [COPY]],
  ['src/components/Probe.tsx', `const a = <Card heading="Ready to go" />`, [COPY]],
  [
    'src/components/Probe.tsx',
    `export function P({ label = 'Breadcrumb' }) { return label }`,
    [COPY],
  ],
  ['src/components/Probe.tsx', `const { cta = 'Get started today' } = content`, [COPY]],
  ['src/components/Probe.tsx', `const a = content.more ?? 'View all'`, [COPY]],
  ['src/components/Probe.tsx', `const a = label || 'Close'`, [COPY]],
  ['src/sections/probe/Probe.tsx', `const TITLE = 'AI-Powered Automation Solutions'`, [COPY]],
  ['src/sections/probe/Probe.tsx', `export const TITLE = 'Āre mēs'`, [COPY]],
  // The hole a regex test left open, copy in an object constant
  [
    'src/sections/probe/Probe.tsx',
    `export const COMPACT = {
      title: 'Expert AI Consulting for Real Results',
      items: [{ number: '01', title: 'Strategic AI Planning' }],
    }`,
    [COPY, COPY],
  ],
  ['src/layout/Probe.tsx', `const LINKS = [{ label: 'About us', href: '/about-us' }]`, [COPY]],
  ['src/pages/ProbePage.tsx', `const meta = { title: 'Our Services' }`, [COPY]],
  ['src/components/Probe.ts', `const tags = { list: ['Fast Delivery', 'x'] }`, [COPY]],
  [
    'src/sections/probe/ProbeSection.tsx',
    `export function ProbeSection({ items }: P) {}`,
    [CONTENT_PROP],
  ],
  [
    'src/sections/probe/ProbeSection.tsx',
    `export function ProbeSection(props: P) {}`,
    [CONTENT_PROP],
  ],
  ['src/sections/probe/Probe.tsx', `import { homeContent } from '@/content/home/en'`, [TYPES_ONLY]],
  ['src/hooks/useProbe.ts', `import { team } from '@/content/team'`, [TYPES_ONLY]],
  ['src/components/Probe.tsx', `const a = 'transition-opacity duration-300'`, [MOTION]],
  ['src/app/probe.tsx', `const a = 'ease-in-out'`, [MOTION]],
  ['src/layout/Probe.tsx', 'const a = `delay-100 ${b}`', [MOTION]],
  ['src/content/probe.ts', `const a = '[transition-duration:250ms]'`, [MOTION]],
  ['src/components/Probe.tsx', `const a = 'duration-state hover:bg-accent'`, [STATE_HOVER]],
  ['src/sections/hero/Probe.tsx', `const a = 'duration-project-reveal'`, [SPEC_HOME]],
  ['src/hooks/useProbe.ts', `setTimeout(next, 300)`, [NAMED]],
  ['src/lib/probe.ts', `window.setInterval(tick, 1000)`, [NAMED]],
  ['src/motion/probe.ts', `const fade = { duration: 0.15 }`, [NAMED]],
  ['src/sections/probe/Probe.tsx', `const a = 'max-[435px]:hidden'`, [NAMED]],
  ['src/hooks/useProbe.ts', `matchMedia('(max-width: 720px)')`, [NAMED]],
  ['src/sections/probe/Probe.tsx', `const a = 'font-bold text-[2.25rem]'`, [TYPE_SCALE]],
  ['src/layout/Probe.tsx', `const a = 'lg:text-[0.9375rem]'`, [TYPE_SCALE]],
  ['src/components/Probe.tsx', `const a = 'text-[length:var(--x)]'`, [TYPE_SCALE]],
  // Tailwind's own sizes and radii are gone from the theme; the rule names them
  ['src/sections/probe/Probe.tsx', `const a = 'text-3xl tablet:text-4xl'`, [TYPE_SCALE]],
  ['src/layout/Probe.tsx', 'const a = `print:text-base ${b}`', [TYPE_SCALE]],
  ['src/components/Probe.tsx', `const a = 'text-sm/6 font-bold'`, [TYPE_SCALE]],
  ['src/sections/probe/Probe.tsx', `const a = 'rounded-[28px] bg-ink'`, [RADIUS]],
  ['src/components/Probe.tsx', `const a = 'size-11 rounded-full'`, [RADIUS]],
  ['src/pages/ProbePage.tsx', `const a = 'rounded border'`, [RADIUS]],
  ['src/layout/Probe.tsx', `const a = 'rounded-t-xl'`, [RADIUS]],
  ['src/components/Probe.tsx', `const a = 'bg-[#FFB020]'`, [PALETTE]],
  ['scripts/probe.mjs', `const a = '#0a0f1e'`, [PALETTE]],
  ['vite.config.ts', `const a = 'rgb(255 176 32 / 0.4)'`, [PALETTE]],
  ['src/components/Probe.tsx', `const a = 'shadow-[0_0_0_1px_rgb(255_176_32)]'`, [PALETTE]],
  ['vite.config.ts', `const groups = { react: ['react'] }`, [CHUNKS]],
  ['scripts/probe.mjs', 'const a = `router`', [CHUNKS]],
  // Bands come from the shell, and so does the hydration mark
  ['src/sections/probe/ProbeSection.tsx', `const a = <section className="py-16" />`, [SHELL]],
  ['src/pages/ProbePage.tsx', `const a = <section id="x">{b}</section>`, [SHELL]],
  ['src/sections/featured-projects/Probe.tsx', `const a = <section />`, [SHELL]],
  ['src/sections/probe/Probe.tsx', `const a = <div {...hydrationUnit} />`, [MARK]],
  // A test waits for what the page shows; only the one helper lets time pass
  ['tests/e2e/probe.spec.ts', `await page.waitForTimeout(400)`, [WAITS]],
  ['tests/e2e/touch.ts', `const step = () => page.waitForTimeout(15)`, [WAITS]],
  [
    'tests/e2e/support.ts',
    `export async function readDown(page) { await page.waitForTimeout(120) }`,
    [WAITS],
  ],
  ['tests/unit/probe/probe.test.ts', `await expectNothingFor(page, 400, check)`, [WAITS]],
]

/** `[file, good code]`: what the rules leave alone. */
const GOOD: [string, string][] = [
  [
    'src/sections/probe/ProbeSection.tsx',
    `import type { HomeContent } from '@/content/types'
    const card = 'flex flex-col rounded-card p-7 tablet:p-8'
    const LOOK = { primary: 'bg-accent text-ink hover:bg-accent-hover', size: 'min-h-11 px-5' }
    export function ProbeSection({ content, tone = 'light' }: { content: HomeContent; tone?: string }) {
      return (
        <Section id="team" className={card} data-state="open" aria-hidden="true" role="region">
          <h2 className="text-h2 text-ink">{content.hero.title}</h2>
          <span aria-hidden="true">{'>>'}</span>
          <img alt="" src="/art/logo.svg" />
          <p className={LOOK.primary}>{content.hero.description ?? ''} {tone}</p>
        </Section>
      )
    }`,
  ],
  ['src/pages/ProbePage.tsx', `import { homeContent } from '@/content/home/en'`],
  ['src/layout/Probe.tsx', `const LINKS = [{ id: 'about', href: '/about-us', className: 'px-3' }]`],
  ['src/components/band/Section.tsx', `const a = <section {...hydrationUnit} />`],
  ['src/sections/partners/PartnerStrip.tsx', `const a = <div {...hydrationUnit} />`],
  ['src/sections/featured-projects/Probe.tsx', `const a = 'duration-project-reveal ease-soft'`],
  ['src/components/Probe.tsx', `const a = 'duration-hover hover:bg-accent'`],
  ['src/hooks/useProbe.ts', `setTimeout(next, FADE_MS); matchMedia(maxWidthQuery(MOBILE_MAX_PX))`],
  ['src/components/Probe.tsx', `const a = 'text-h1 tracking-[0.18em] text-accent text-eyebrow'`],
  [
    'src/sections/probe/Probe.tsx',
    `const a = 'rounded-panel tablet:rounded-t-card text-small text-text-muted print:rounded-none'`,
  ],
  ['src/content/probe.ts', `const a = { text: 'A well-rounded team, surrounded by data.' }`],
  ['src/config/probe.ts', `export const FADE_MS = 300; const b = { duration: 0.2 }`],
  ['vite.config.ts', `import react from 'react'; import('react-dom'); const a = 'bg-accent'`],
  [
    'tests/e2e/support.ts',
    `export async function expectNothingFor(page, ms, check) {
      await check()
      await page.waitForTimeout(ms + LATE_MS)
      await check()
    }`,
  ],
  [
    'tests/e2e/probe.spec.ts',
    `await expectNothingFor(page, PROJECT_HOVER_INTENT_MS + LONGEST_TRANSITION_MS, check)
    await expect(card).not.toHaveAttribute('data-busy')
    await page.clock.runFor(RESPONSE_TIMER_TICK_MS)`,
  ],
]

describe('the house rules are lint rules', () => {
  it.each(BAD)('%s: %s is flagged', async (file, code, messages) => {
    const found = await houseRules(file, code)
    expect(found, found.join('\n')).toHaveLength(messages.length)
    messages.forEach((message, i) => expect(found[i]).toContain(message))
  })

  it.each(GOOD)('%s: its code passes', async (file, code) => {
    expect(await houseRules(file, code)).toEqual([])
  })

  it('knows the theme: every type role and radius role passes, every default size is flagged', async () => {
    const roles = [
      ...Object.keys(TYPE_ROLES).map((name) => `text-${name}`),
      ...RADIUS_ROLES.map((name) => `rounded-${name}`),
    ]
    expect(
      await houseRules('src/sections/probe/Probe.tsx', `const a = '${roles.join(' ')}'`),
    ).toEqual([])
    for (const size of DEFAULT_SIZES) {
      const found = await houseRules('src/components/Probe.tsx', `const a = 'text-${size}'`)
      expect(found, size).toHaveLength(1)
      expect(found[0]).toMatch(new RegExp(`^1: ${TYPE_SCALE} .*\\[house/type-scale\\]$`))
    }
  })

  it('knows the theme: every duration and easing token passes, every chunk name is flagged', async () => {
    const { transitionDuration, transitionTimingFunction } = (
      tailwindConfig.theme as {
        extend: {
          transitionDuration: Record<string, string>
          transitionTimingFunction: Record<string, string>
        }
      }
    ).extend
    const classes = [
      ...Object.keys(transitionDuration).map((name) => `duration-${name}`),
      ...Object.keys(transitionTimingFunction).map((name) => `ease-${name}`),
    ]
    expect(
      await houseRules(
        'src/sections/featured-projects/Probe.tsx',
        `const a = '${classes.join(' ')}'`,
      ),
    ).toEqual([])
    for (const name of APP_CHUNK_NAMES)
      expect(await houseRules('vite.config.ts', `const a = '${name}'`)).toEqual([
        `1: ${CHUNKS}. (docs/house-style.md "The first load's chunks are named") [house/chunk-names]`,
      ])
  })
})

/** For each house rule: a breach, and the same thing done the house's way. */
const SNIPPETS: Record<HouseRuleId, { bad: string; good: string }> = {
  'no-copy': { bad: `const a = <p>Book a call today</p>`, good: `const a = <p>{content.cta}</p>` },
  'content-prop': {
    bad: `export function ProbeSection({ items }: P) { return items }`,
    good: `export function ProbeSection({ content }: P) { return content }`,
  },
  'content-types-only': {
    bad: `import { homeContent } from '@/content/home/en'`,
    good: `import type { HomeContent } from '@/content/types'`,
  },
  'band-shell': { bad: `const a = <section id="x" />`, good: `const a = <Section id="x" />` },
  'hydration-mark': {
    bad: `const a = <div {...hydrationUnit} />`,
    good: `const a = <div data-x="" />`,
  },
  'motion-tokens': {
    bad: `const a = 'transition-opacity duration-300'`,
    good: `const a = 'transition-opacity duration-hover ease-soft'`,
  },
  'spec-token-home': {
    bad: `const a = 'duration-project-reveal'`,
    good: `const a = 'duration-page'`,
  },
  'named-constants': { bad: `setTimeout(next, 300)`, good: `setTimeout(next, FADE_MS)` },
  'type-scale': {
    bad: `const a = 'text-[2.25rem] text-3xl rounded-xl'`,
    good: `const a = 'text-h2 text-h3 rounded-panel'`,
  },
  'palette-tokens': { bad: `const a = 'bg-[#FFB020]'`, good: `const a = 'bg-accent'` },
  'chunk-names': {
    bad: `const a = 'router'`,
    good: `import { Link } from 'react-router-dom'; const a = 'routes'`,
  },
  'test-waits': {
    bad: `await page.waitForTimeout(400)`,
    good: `await expectNothingFor(page, PROJECT_HOVER_INTENT_MS, check)`,
  },
  'delivery-room': {
    bad: `import { lazy, Suspense } from 'react'; import { lazyPart } from '@/lib/delivery/lazyPart'`,
    good: `import { memo, use } from 'react'; import { OnDemand, slotOf } from '@/lib/delivery'`,
  },
  'delivery-room-from-moving': {
    bad: `import { Suspense } from 'react'; import { lazyPart } from '@/lib/delivery/lazyPart'`,
    good: `import { isDeliveryFailed } from '@/lib/delivery'; import { isFrameHere } from '@/lib/delivery/frameDemand'`,
  },
  'moving-room': {
    bad: `import { Link } from 'react-router-dom'; import { followWith } from '@/lib/moving/navigation'`,
    good: `import { useNavigate } from 'react-router-dom'; import { Link } from '@/lib/moving'`,
  },
}

/** A file of each folder a glob covers: `src/x/**\/*.{ts,tsx}` → a ProbeSection in `src/x/probe/`. */
function probeFiles(glob: string): string[] {
  const folder = /^(src\/[\w/-]+?)\/\*\*/.exec(glob)?.[1]
  if (folder) return [`${folder}/probe/ProbeSection.tsx`]
  if (glob.startsWith('tests/'))
    return ['tests/e2e/probe.spec.ts', 'tests/unit/probe/Probe.test.tsx']
  return ['src/app/probe.tsx', 'src/config/probe.ts', 'scripts/probe.mjs', 'vite.config.ts']
}

const MATRIX = Object.entries(HOUSE_RULES).flatMap(([id, rule]) =>
  filesOf(rule)
    .flatMap(probeFiles)
    .map((file) => [id as HouseRuleId, file] as const),
)

describe('every house rule holds in every folder it names', () => {
  it.each(MATRIX)('house/%s flags its breach in %s, and passes the house way', async (id, file) => {
    const ids = async (code: string) => (await houseMessages(file, code)).map((m) => m.ruleId)
    const { bad, good } = SNIPPETS[id]
    expect(await ids(bad)).toContain(`house/${id}`)
    expect(await ids(good)).not.toContain(`house/${id}`)
  })

  it('every rule of the plugin has its snippets here', () => {
    expect(Object.keys(HOUSE_RULES).sort()).toEqual(Object.keys(SNIPPETS).sort())
  })

  it('each message names the rule and the section of the house style that says why', async () => {
    const [message] = await houseMessages(
      'src/pages/probe/ProbeSection.tsx',
      SNIPPETS['no-copy'].bad,
    )
    expect(message?.message).toMatch(
      /^Copy comes from content .*\(docs\/house-style\.md "Copy lives in content"\) \[house\/no-copy\]$/,
    )
  })

  it.each([
    ['hydration-mark', 'src/sections/partners/PartnerStrip.tsx'],
    ['spec-token-home', 'src/sections/featured-projects/Probe.tsx'],
    ['delivery-room', 'src/lib/delivery/Probe.tsx'],
    ['moving-room', 'src/lib/moving/Probe.tsx'],
    ['chunk-names', 'src/config/chunks.ts'],
  ] as const)('house/%s leaves its own home alone: %s', async (id, file) => {
    const ids = (await houseMessages(file, SNIPPETS[id].bad)).map((m) => m.ruleId)
    expect(ids).not.toContain(`house/${id}`)
  })
})
