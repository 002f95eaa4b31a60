import { afterEach, describe, expect, it, vi } from 'vitest'
import { installRetryImport, retrying } from '@/app/boot/retryImport'
import { RETRY_IMPORT_GLOBAL, RETRY_QUERY } from '@/config/retry'

const CHUNK = './FeaturedProjectsSection-Dk2x_9aQ.js'
const RETRY = `${CHUNK}?${RETRY_QUERY}`
const failure = () => new TypeError('error loading dynamically imported module')

/**
 * A browser's module map as Firefox keeps it: an address whose fetch failed fails again from the
 * map, never asking the network. `failing` fail the first time they are fetched.
 */
function moduleMap(failing: readonly string[]) {
  const failed = new Set<string>()
  const fetched: string[] = []
  const importModule = vi.fn(async (url: string) => {
    if (failed.has(url)) throw failure()
    fetched.push(url)
    if (failing.includes(url)) {
      failed.add(url)
      throw failure()
    }
    return { url }
  })
  return { importModule, fetched }
}

describe('retryImport: a chunk that fails to load is asked for once more, under another address', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RETRY_IMPORT_GLOBAL]
  })

  it('imports a chunk that loads at its own address, once', async () => {
    const { importModule, fetched } = moduleMap([])
    await expect(retrying(importModule)(CHUNK)).resolves.toEqual({ url: CHUNK })
    expect(fetched).toEqual([CHUNK])
  })

  it('after a failure, asks for the same file under the retry query, which a map that keeps the failure has never seen', async () => {
    const { importModule, fetched } = moduleMap([CHUNK])
    await expect(retrying(importModule)(CHUNK)).resolves.toEqual({ url: RETRY })
    expect(fetched).toEqual([CHUNK, RETRY])
    // the same address again would have been answered from the map, unfetched
    await expect(importModule(CHUNK)).rejects.toThrow()
    expect(fetched).toEqual([CHUNK, RETRY])
    // the retry's address is the same file beside the importing chunk
    const base = 'https://amberline.example/assets/index-A.js'
    expect(new URL(RETRY, base).pathname).toBe(new URL(CHUNK, base).pathname)
    expect(new URL(RETRY, base).search).toBe(`?${RETRY_QUERY}`)
  })

  it('rejects with the second try’s failure when both fail, having asked twice', async () => {
    const { importModule, fetched } = moduleMap([CHUNK, RETRY])
    await expect(retrying(importModule)(CHUNK)).rejects.toThrow(TypeError)
    expect(fetched).toEqual([CHUNK, RETRY])
    expect(importModule).toHaveBeenCalledTimes(2)
  })

  it('puts the retrying import where the build’s dynamic imports call it', () => {
    installRetryImport()
    expect((globalThis as Record<string, unknown>)[RETRY_IMPORT_GLOBAL]).toBeTypeOf('function')
  })
})
