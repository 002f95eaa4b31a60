// The app's entry chunk (boot.ts imports it once the first screen has painted). It imports nothing
// statically: the app's code arrives as the chunks of src/config/chunks.ts (React, the router, the
// frame; the build checks this file imports them in that order), fetched in
// parallel (the prerender lists them for boot.ts to preload) and each evaluated in a task of its
// own, so compiling and running them never adds up to one long task. Each import evaluates only
// what the ones before it have not. The frame is handed the router it runs in.
import { nextTask } from '@/lib/nextTask'

async function load() {
  await import('react')
  await nextTask()
  // what is taken from a chunk by name is all the bundle keeps of it (a whole namespace keeps all)
  const { BrowserRouter } = await import('react-router-dom')
  await nextTask()
  const { start } = await import('@/app/start')
  await start(BrowserRouter)
}

void load()
