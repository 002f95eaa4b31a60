import type { Locale } from '@/content/types'
import { formsEn } from './forms/en'
import { formsLv } from './forms/lv'
import { formsRu } from './forms/ru'

/** Labels of the name / email / message form. */
export interface RequestFormLabels {
  name: string
  namePlaceholder: string
  email: string
  emailPlaceholder: string
  message: string
  messagePlaceholder: string
  submit: string
  sending: string
  /** visually hidden note on the honeypot field */
  honeypot: string
}

/** spec §8: alerts of a form. */
export interface FormAlerts {
  sent: string
  failed: string
}

export interface FormsContent {
  request: RequestFormLabels
  requestAlerts: FormAlerts
  /** spec §8: the contacts form's own success text */
  contactAlerts: FormAlerts
  newsletter: {
    title: string
    subtitle: string
    email: string
    emailPlaceholder: string
    submit: string
    sending: string
    alerts: FormAlerts
  }
  bookingPopup: { title: string; subtitle: string; close: string }
  consultationPopup: {
    title: string
    disclaimer: string
    body: string
    consult: string
    cancel: string
    close: string
  }
  genericClose: string
  /** the generic popup a visualization card opens: a note under the card's text, and the action */
  demoPopup: { note: string; action: string }
  newTab: string
}

/**
 * Every language's form copy. Only what loads on demand (the popups) takes the record; a page
 * imports its own language (`@/content/forms/en`), so the others never load with it.
 */
export const formsContent: Record<Locale, FormsContent> = { en: formsEn, lv: formsLv, ru: formsRu }
