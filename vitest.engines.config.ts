import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// The cross-engine tests (tests/engines): Gecko and WebKit against the built site, one engine
// after the other (npm run test:engines; scripts/provision/ensure-engines.mjs provides the browsers).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/engines/**/*.test.ts'],
      testTimeout: 120_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  }),
)
