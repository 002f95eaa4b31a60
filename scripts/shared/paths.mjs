// Where the scripts find the project: its root folder, whatever folder a script is run from.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root folder (two levels above this file). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
