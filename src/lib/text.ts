import type { PluralPhrases } from '@/content/types'

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

/**
 * The phrase for `count` in a language (its plural form chosen by Intl.PluralRules), with
 * `{count}` replaced: 1 → "1 minute left", 9 → "9 minutes left", in Russian 2 → "Осталось 2 минуты".
 */
export function countPhrase(phrases: PluralPhrases, lang: string, count: number): string {
  const form = new Intl.PluralRules(lang).select(count)
  // 'two' is a form of none of the site's languages
  const phrase = form === 'two' ? phrases.other : phrases[form]
  return phrase.replaceAll('{count}', String(count))
}
