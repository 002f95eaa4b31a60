/** spec §3: a description is split into paragraphs on a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** spec §2.4: the first sentence of a text (the compact hero shows only that). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim())
  return (match ? match[0] : text).trim()
}
