import { describe, expect, it } from 'vitest'
import {
  retryDynamicImports,
  retryImports,
  sourceMapsRefusal,
} from '../../../scripts/build/retry-imports.mjs'

const NAME = '__import2'

describe('retry-imports: every dynamic import of a built chunk goes through the retrying import', () => {
  it('turns the keyword of each listed import() into the call, the address as written', () => {
    const code =
      'const a=()=>o(()=>import(`./Footer-bPx.js`),__vite__mapDeps([1]));' +
      'const b=()=>import("./lv-C1.js").then(e=>e.t);export{a,b};'
    expect(
      retryDynamicImports(
        code,
        'assets/frame-X.js',
        ['assets/Footer-bPx.js', 'assets/lv-C1.js'],
        NAME,
      ),
    ).toBe(
      'const a=()=>o(()=>__import2(`./Footer-bPx.js`),__vite__mapDeps([1]));' +
        'const b=()=>__import2("./lv-C1.js").then(e=>e.t);export{a,b};',
    )
  })

  it('finds the place after text outside ASCII (Latvian and Russian copy in the same chunk)', () => {
    const code = 'const t=`Rīga — Москва`;const l=()=>import(`./ru-A.js`);export{t,l};'
    expect(retryDynamicImports(code, 'assets/x.js', ['assets/ru-A.js'], NAME)).toBe(
      'const t=`Rīga — Москва`;const l=()=>__import2(`./ru-A.js`);export{t,l};',
    )
  })

  it('leaves an import() of a computed address alone (the retrying import’s own)', () => {
    const code = 'globalThis.__import2=(e,t=e=>import(e))=>t(e).catch(()=>t(e+`?retry=1`));'
    expect(retryDynamicImports(code, 'assets/index-A.js', [], NAME)).toBe(code)
  })

  it('stops the build when a listed import is not found', () => {
    expect(() =>
      retryDynamicImports('export const a=1;', 'assets/x.js', ['assets/gone-A.js'], NAME),
    ).toThrow('no import() of assets/gone-A.js')
  })

  it('stops the build when the chunk already has a variable of that name', () => {
    const code = 'let __import2=1;const l=()=>import(`./ru-A.js`);export{l,__import2};'
    expect(() => retryDynamicImports(code, 'assets/x.js', ['assets/ru-A.js'], NAME)).toThrow(
      'already uses the name __import2',
    )
  })

  it('puts the name into the hash of every chunk it rewrites, so a cached chunk never calls another build’s', () => {
    const { augmentChunkHash } = retryImports({ name: NAME }) as unknown as {
      augmentChunkHash: (chunk: { dynamicImports: string[] }) => string | undefined
    }
    expect(augmentChunkHash({ dynamicImports: ['assets/ru-A.js'] })).toContain(NAME)
    expect(augmentChunkHash({ dynamicImports: [] })).toBeUndefined()
  })

  it('refuses a build with source maps, before any chunk is rendered: the rewrite would leave them pointing at the wrong columns', () => {
    const { renderStart } = retryImports({ name: NAME }) as unknown as {
      renderStart: (this: { error: (message: string) => never }, options: object) => void
    }
    const context = {
      error: (message: string): never => {
        throw new Error(message)
      },
    }
    for (const sourcemap of [true, 'inline', 'hidden'] as const) {
      expect(() => renderStart.call(context, { sourcemap })).toThrow(
        `source maps are on (sourcemap: ${JSON.stringify(sourcemap)})`,
      )
      expect(sourceMapsRefusal(sourcemap, NAME)).toMatch(
        /import\( becomes __import2\(.*wrong columns.*build\.sourcemap off.*npm run dev/,
      )
    }
    expect(() => renderStart.call(context, { sourcemap: false })).not.toThrow()
    expect(sourceMapsRefusal(false, NAME)).toBeNull()
  })
})
