import { expect } from 'vitest'

/**
 * Words browsers' autofill and password managers fill a field by when its name, id, label or
 * placeholder holds them (after Chromium's autofill patterns, which Firefox reuses, and the common
 * honeypot names they catch), in the site's three languages.
 */
const AUTOFILL_WORDS = [
  'name',
  'mail',
  'phone',
  'tel',
  'mobile',
  'fax',
  'address',
  'street',
  'city',
  'zip',
  'post',
  'country',
  'state',
  'company',
  'organi',
  'business',
  'url',
  'website',
  'homepage',
  'site',
  'web',
  'user',
  'login',
  'pass',
  'card',
  'birth',
  'vārd',
  'pasts',
  'tālr',
  'adrese',
  'имя',
  'почт',
  'телеф',
  'адрес',
  'сайт',
]

/** The hidden anti-spam field of a rendered form (the one text field out of the tab order). */
export function honeypotOf(container: HTMLElement): HTMLInputElement {
  const fields = container.querySelectorAll<HTMLInputElement>('input[tabindex="-1"]')
  expect(fields).toHaveLength(1)
  return fields[0] as HTMLInputElement
}

/** Holds a honeypot to what keeps people and their browsers out of it. */
export function expectUnfillable(field: HTMLInputElement) {
  const labels = [...(field.labels ?? [])].map((label) => label.textContent ?? '')
  const described = [field.name, field.id, field.placeholder, ...labels].join(' ').toLowerCase()
  expect(AUTOFILL_WORDS.filter((word) => described.includes(word))).toEqual([])
  expect(field).toHaveAttribute('autocomplete', 'off')
  expect(field).toHaveAttribute('tabindex', '-1')
  expect(field.closest('[aria-hidden="true"]')).not.toBeNull()
  // password managers that read marks of their own: 1Password, LastPass, Bitwarden, Dashlane
  expect(field).toHaveAttribute('data-1p-ignore')
  expect(field).toHaveAttribute('data-lpignore', 'true')
  expect(field).toHaveAttribute('data-bwignore')
  expect(field).toHaveAttribute('data-form-type', 'other')
}
