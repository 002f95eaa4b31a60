/** Resolves in a task of its own: what follows is not evaluated in the task before it. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))
