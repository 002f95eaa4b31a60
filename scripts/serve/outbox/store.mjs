// The messages on disk: one JSON file a message, `<id>.json` in the outbox's folder. A file appears
// whole or not at all (written beside its name, then linked into place; never overwritten), what
// a killed write left is removed at the next start, and a file that cannot be read is skipped and
// named, never a failure.
import fs from 'node:fs'
import path from 'node:path'
import { isMessage } from './message.mjs'

/** Message files are `<id>.json`; a write in progress is a dot file the listing never reads. */
const isMessageFile = (name) => name.endsWith('.json') && !name.startsWith('.')
const TEMP_SUFFIX = '.partial'

/**
 * Every stored message, newest first, and the files that could not be read (named, skipped).
 * Never throws: a missing folder is an empty outbox.
 */
export function readOutbox(dir) {
  let names
  try {
    names = fs.readdirSync(dir).filter(isMessageFile).sort().reverse()
  } catch {
    return { messages: [], skipped: [] }
  }
  const messages = []
  const skipped = []
  for (const name of names) {
    try {
      const message = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'))
      if (!isMessage(message)) throw new Error('not a message')
      messages.push(message)
    } catch {
      skipped.push(name)
    }
  }
  return { messages, skipped }
}

/** Every stored message, newest first (unreadable files skipped). */
export function listMessages(dir) {
  return readOutbox(dir).messages
}

/** The count and total size of the message files, for the caps. */
export function usage(dir) {
  let count = 0
  let bytes = 0
  let names = []
  try {
    names = fs.readdirSync(dir).filter(isMessageFile)
  } catch {
    // no folder yet: an empty outbox
  }
  for (const name of names) {
    try {
      bytes += fs.statSync(path.join(dir, name)).size
      count += 1
    } catch {
      // removed meanwhile
    }
  }
  return { count, bytes }
}

/**
 * Stores a message whole: written to a dot file beside it, flushed, then linked to its name
 * (link fails rather than replace a file of that name) and the temporary name removed.
 */
export function storeMessage(dir, id, text) {
  fs.mkdirSync(dir, { recursive: true })
  const final = path.join(dir, `${id}.json`)
  const temp = path.join(dir, `.${id}${TEMP_SUFFIX}`)
  try {
    const fd = fs.openSync(temp, 'wx')
    try {
      fs.writeFileSync(fd, text)
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
    fs.linkSync(temp, final)
  } finally {
    // written or not, the temporary name goes: a failed write leaves nothing behind
    fs.rmSync(temp, { force: true })
  }
}

/** Removes what a killed server left mid-write (dot files that never became messages). */
export function removeStaleTemps(dir) {
  let names = []
  try {
    names = fs.readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (name.startsWith('.') && name.endsWith(TEMP_SUFFIX))
      fs.rmSync(path.join(dir, name), { force: true })
  }
}

/** A message id as the outbox writes it (a file name, nothing else). */
const ID_SHAPE = /^[\w-]+$/

/** The stored message of this id, or null (unknown, unreadable, or not an id). */
export function readMessage(dir, id) {
  if (typeof id !== 'string' || !ID_SHAPE.test(id)) return null
  try {
    const message = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), 'utf8'))
    return isMessage(message) ? message : null
  } catch {
    return null
  }
}
