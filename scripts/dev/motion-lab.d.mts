// Types of motion-lab.mjs for the TypeScript files that import it.
import type { Plugin } from 'vite'

export function liveConstants(code: string): string
export function motionLab(): Plugin
