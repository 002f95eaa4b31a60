import type { ReactNode } from 'react'
import { MOTION_TIMINGS, MotionSettingsContext, type MotionSettings } from '@/motion/timings'

/**
 * A wrapper for `render`/`renderHook` that gives the parts inside it `settings` over the
 * constants, as the motion lab's stage does (docs/motion.md "One context of timings"):
 * `renderHook(() => useInputLock('TEAM_SLIDE_LOCK_MS'), { wrapper: withMotion({ TEAM_SLIDE_LOCK_MS: 0 }) })`.
 */
export function withMotion(settings: Partial<MotionSettings>) {
  const value: MotionSettings = { ...MOTION_TIMINGS, ...settings }
  return function MotionSettingsWrapper({ children }: { children: ReactNode }) {
    return <MotionSettingsContext value={value}>{children}</MotionSettingsContext>
  }
}
