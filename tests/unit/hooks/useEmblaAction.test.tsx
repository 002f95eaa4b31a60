import { renderHook } from '@testing-library/react'
import type { EmblaCarouselType } from 'embla-carousel'
import { describe, expect, it } from 'vitest'
import { useEmblaAction } from '@/hooks/useEmblaAction'
import { createFakeEmbla } from '../support/fakeEmbla'

const fakeApi = () => createFakeEmbla(6).api

describe('useEmblaAction: a request before Embla starts is taken once it has', () => {
  it('runs at once on a started Embla', () => {
    const api = fakeApi()
    const { result } = renderHook(() => useEmblaAction(api))
    result.current((embla) => embla.scrollTo(3))
    expect(api.scrollTo).toHaveBeenCalledExactlyOnceWith(3)
  })

  it('waits for Embla, then runs the latest request once', () => {
    const api = fakeApi()
    const { result, rerender } = renderHook(({ embla }) => useEmblaAction(embla), {
      initialProps: { embla: undefined as EmblaCarouselType | undefined },
    })
    result.current((embla) => embla.scrollTo(1))
    result.current((embla) => embla.scrollTo(4))
    expect(api.scrollTo).not.toHaveBeenCalled()
    rerender({ embla: api })
    expect(api.scrollTo).toHaveBeenCalledExactlyOnceWith(4)
    rerender({ embla: api })
    expect(api.scrollTo).toHaveBeenCalledOnce()
  })
})
