import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { houseConfigs } from './scripts/lint/house-rules.mjs'

// README "How the code is laid out": imports run down one order of tiers, never up or across
// back. Each tier may import only the tiers after it; the drawing of the imports has no arrow
// running back up, and `import-x/no-cycle` keeps it free of circles.
const TIERS = [
  // the motion lab (dev server only): it draws the site's parts, nothing imports it
  'lab',
  'app',
  'pages',
  'layout',
  'sections',
  'dialogs',
  'components',
  'hooks',
  'motion',
  'lib',
  'content',
  'config',
]
const tierZones = TIERS.slice(1).map((target, index) => ({
  target: `./src/${target}`,
  from: TIERS.slice(0, index + 1).map((above) => `./src/${above}`),
  message: `${target}/ imports only what sits below it: ${TIERS.slice(index + 2).join(', ')} (README "How the code is laid out").`,
}))
// A section may use the dialogs room's mechanism (a link that also opens a dialog), never its
// shell or cards: those are the layout's (src/dialogs/README.md).
const DIALOGS_MECHANISM = ['./modal.ts', './useModalDialog.ts', './useAnchorOpener.ts']
const zones = [
  ...tierZones,
  {
    target: './src/sections',
    from: './src/dialogs',
    except: DIALOGS_MECHANISM,
    message: `From dialogs/, a section uses only ${DIALOGS_MECHANISM.join(', ')} (src/dialogs/README.md).`,
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'playwright-report',
      'test-results',
      // the copy of the site the lab's tests serve (tests/lab/serve-copy.mjs)
      '.lab-site',
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
  // the house rules (scripts/lint/house-rules.mjs): one rule id each, on the folders it holds for
  ...houseConfigs,
  {
    // scripts that drive a browser run some functions inside the page
    files: [
      'scripts/measure/screenshots.mjs',
      'scripts/measure/compare-screens.mjs',
      'scripts/measure/settle.mjs',
      'scripts/measure/bench/*.mjs',
      'scripts/measure/dialog-options.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
)
