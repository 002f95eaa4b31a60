// Types of motion-lab.mjs for the TypeScript files that import it.
import type { Plugin } from 'vite'

export function motionLab(): Plugin
