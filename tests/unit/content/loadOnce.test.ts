import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from '@/content/loadOnce'

describe('loadOnce: a chunk of content loaded once, readable by React `use`', () => {
  it('loads each key once and hands every caller the same promise', async () => {
    const load = vi.fn(async (locale: string) => `copy:${locale}`)
    const get = loadOnce(load)
    const first = get('lv')
    expect(get('lv')).toBe(first)
    expect(get('ru')).not.toBe(first)
    expect(load).toHaveBeenCalledTimes(2)
    await expect(first).resolves.toBe('copy:lv')
  })

  it('marks the promise pending, then fulfilled with its value (what `use` reads at once)', async () => {
    const get = loadOnce(async (n: number) => n * 2)
    const promise = get(21)
    expect(promise.status).toBe('pending')
    await promise
    expect(promise).toMatchObject({ status: 'fulfilled', value: 42 })
  })

  it('marks a failed load rejected with its reason', async () => {
    const reason = new Error('chunk failed')
    const get = loadOnce(async () => {
      throw reason
    })
    const promise = get('x')
    await expect(promise).rejects.toBe(reason)
    expect(promise).toMatchObject({ status: 'rejected', reason })
  })

  // (a chunk's second try, under another address, is the build's: tests/unit/app/boot/retryImport.test.ts)
  it('forgets a failed load: the next call loads again', async () => {
    const load = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('copy')
    const get = loadOnce(load)
    const failed = get('en')
    await expect(failed).rejects.toThrow('down')
    const again = get('en')
    expect(again).not.toBe(failed)
    await expect(again).resolves.toBe('copy')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
