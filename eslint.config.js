import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { houseConfigs } from './scripts/lint/house-rules.mjs'

// STYLE.md: imports flow one way, app → pages, layout → sections → components → hooks, motion, lib → config.
const tier = (from, forbidden, message) => ({
  target: `./src/${from}`,
  from: forbidden.map((f) => `./src/${f}`),
  message,
})
// The dialogs room (src/dialogs/README.md) sits with layout/; below it, a control that opens a
// dialog and the popup's shell use only its list and its modal mechanism.
const DIALOGS_BELOW = ['./dialogs.ts', './modal.ts', './useModalDialog.ts', './useAnchorOpener.ts']
const dialogsRoom = (from) => ({
  target: `./src/${from}`,
  from: './src/dialogs',
  except: DIALOGS_BELOW,
  message: `Below layout/, only the dialogs room's ${DIALOGS_BELOW.join(', ')} (src/dialogs/README.md).`,
})
const zones = [
  tier('pages', ['app'], 'Nothing imports from app/.'),
  tier('layout', ['app', 'pages'], 'layout/ sits below app and pages.'),
  tier('dialogs', ['app', 'pages'], 'dialogs/ sits with layout/, below app and pages.'),
  tier('sections', ['app', 'pages', 'layout'], 'sections/ sit below pages and layout.'),
  dialogsRoom('sections'),
  tier('components', ['app', 'pages', 'layout', 'sections'], 'components/ are primitives.'),
  dialogsRoom('components'),
  tier(
    'hooks',
    ['app', 'pages', 'layout', 'dialogs', 'sections', 'components'],
    'hooks/ sit below components.',
  ),
  tier(
    'motion',
    ['app', 'pages', 'layout', 'dialogs', 'sections', 'components'],
    'motion/ sits below components.',
  ),
  tier(
    'lib',
    ['app', 'pages', 'layout', 'dialogs', 'sections', 'components'],
    'lib/ sits below components.',
  ),
  tier(
    'config',
    [
      'app',
      'pages',
      'layout',
      'dialogs',
      'sections',
      'components',
      'hooks',
      'motion',
      'lib',
      'content',
    ],
    'config/ is facts and numbers only.',
  ),
  tier(
    'content',
    ['app', 'pages', 'layout', 'dialogs', 'sections', 'components', 'hooks', 'motion', 'lib'],
    'content/ imports only config and assets.',
  ),
]

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
