import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// The deploy tests (tests/deploy): the built site on each documented host's own server
// (scripts/deploy/): docs/deploy.md's nginx server block in Debian's nginx, Cloudflare's local
// Pages server (npm run test:deploy; scripts/provision/ensure-*.mjs provide them).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      include: ['tests/deploy/**/*.test.ts'],
      // one host at a time: each starts a server and a browser on a 2-core machine
      fileParallelism: false,
      testTimeout: 60_000,
      // wrangler starts its runtime in about 5 s on a quiet machine, several times that on a busy one
      hookTimeout: 120_000,
    },
  }),
)
