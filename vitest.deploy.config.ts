import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// The deploy test (tests/deploy): docs/deploy.md's nginx server block run in Debian's nginx
// against the built site (npm run test:deploy; scripts/provision/ensure-nginx.mjs provides nginx).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/deploy/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  }),
)
