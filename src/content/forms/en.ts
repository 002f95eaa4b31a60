import { site } from '@/config/site'
import type { FormsContent, RequestFormLabels } from '@/content/types'

/** the note on the forms' hidden anti-spam field (read only should the styles not load) */
const HONEYPOT_NOTE = 'Leave this field empty'

const requestEn: RequestFormLabels = {
  name: 'Name',
  namePlaceholder: 'Your full name',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  message: 'Message',
  messagePlaceholder: 'What would you like to automate?',
  submit: 'Send request',
  sending: 'Sending…',
  honeypot: HONEYPOT_NOTE,
}

/** The forms' and popups' copy in English. */
export const forms: FormsContent = {
  request: requestEn,
  requestAlerts: {
    sent: "Thank you for your request! We'll get back to you soon.",
    failed: 'Sorry, there was an error sending your message. Please try again.',
  },
  contactAlerts: {
    sent: "Thank you for your message! We'll get back to you soon.",
    failed: 'Sorry, there was an error sending your message. Please try again.',
  },
  newsletter: {
    title: 'Leave us your email',
    subtitle:
      'One practical note a month on AI that pays for itself. No spam, unsubscribe any time.',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    submit: 'Submit',
    sending: 'Sending…',
    honeypot: HONEYPOT_NOTE,
    alerts: {
      sent: 'Thank you for subscribing to our newsletter!',
      failed: 'Sorry, there was an error with your subscription. Please try again.',
    },
  },
  bookingPopup: {
    title: 'Tell us what to automate',
    subtitle: 'A specialist replies within one business day with next steps and a rough estimate.',
    close: 'Close',
  },
  consultationPopup: {
    title: 'Free 30-minute consultation',
    disclaimer: 'Disclaimer ⚠️ This is not a sales call, but a free consultation',
    body: `Pick a time that suits you. In 30 minutes an engineer from ${site.brand} maps where AI can save your team time, and what it would cost.`,
    consult: 'FREE Consultation',
    cancel: 'Cancel',
    close: 'Close',
  },
  genericClose: 'Close',
  demoPopup: {
    note: 'We show it working on your own data in a free 30-minute demo.',
    action: 'Book demo',
  },
  newTab: 'opens in a new tab',
}
