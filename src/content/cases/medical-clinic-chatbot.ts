import { site } from '@/config/site'
import type { CaseStudy } from '@/content/types'

const slug = 'medical-clinic-chatbot'
const title = 'AI Assistant for a Private Medical Clinic'

export const medicalClinicChatbot = {
  slug,
  title,
  description:
    'An AI assistant books, moves and confirms appointments for Klīnika Liepa, a private multi-specialty clinic in Riga, and guides patients to the right specialist without collecting more health data than it needs.',
  metrics: [
    { title: 'Service', value: 'AI chatbot & automation' },
    { title: 'Industry', value: 'Healthcare' },
    { title: 'Time saved', value: '67%' },
  ],
  companyDescription: {
    image: {
      src: `/art/cases/${slug}/company.svg`,
      width: 800,
      height: 600,
      alt: 'Illustration of a modern private clinic building surrounded by medical specialty icons',
    },
    title: 'About the client',
    text: "Klīnika Liepa is a private outpatient clinic in Riga with 14 specialties, from family medicine and dermatology to cardiology and diagnostics, and around 1,900 appointments a week. Its five receptionists answered roughly 600 calls a day, most of them to book, reschedule or ask which doctor to see. The phone queue at 8:00 was long, no-shows left gaps in specialists' calendars, and the clinic wanted a digital channel patients would trust with sensitive questions.",
  },
  solution: {
    title: 'What we built',
    text: [
      "A web and WhatsApp assistant in Latvian, Russian and English that books, reschedules and cancels appointments directly in the clinic's scheduling system.",
      "Symptom-to-specialist guidance written with the clinic's doctors: a short set of triage questions suggests the right specialty and points urgent symptoms to emergency care, never to a diagnosis.",
      'Automated SMS and e-mail reminders with one-tap confirmation, and freed slots offered straight to patients on the waiting list.',
      "GDPR by design: processing in EU data centres, minimal health data, pseudonymised conversation logs deleted on a fixed schedule, and a DPIA prepared with the clinic's data protection officer.",
      'Transfer to a receptionist during opening hours, with a summary of the conversation saved in the patient record system.',
    ],
    image: {
      src: `/art/cases/${slug}/solution.svg`,
      width: 800,
      height: 600,
      alt: 'Diagram-style illustration of an assistant routing patient questions to appointments, reminders and specialists',
    },
  },
  benefits: {
    title: 'Results',
    text: [
      'Routine calls to reception fell by two thirds, so staff have time for the patients standing at the desk.',
      'No-shows dropped once reminders with easy rescheduling replaced manual confirmation calls.',
      'Patients book at any hour, and almost 40% of appointments are now made outside opening times.',
      "The assistant went live in 10 days and passed the clinic's internal data protection review at the first submission.",
    ],
    metrics: [
      { number: '67%', title: 'fewer routine calls to reception' },
      { number: '35%', title: 'fewer missed appointments' },
      { number: '10 days', title: 'from kick-off to go-live' },
    ],
  },
  finalImage: {
    src: `/art/cases/${slug}/final.svg`,
    width: 1600,
    height: 700,
    alt: 'Wide illustration of a calm clinic reception with appointment slots and reminder notifications',
  },
  highlight:
    'Our receptionists finally have time for the patient in front of them, not the phone ringing behind them. (Head of Patient Services, Klīnika Liepa)',
  meta: {
    title: `${title} | ${site.brand}`,
    description:
      'A GDPR-conscious AI assistant for a Riga private clinic: online booking, triage guidance and reminders that cut routine reception calls by 67% in 10 days.',
  },
} satisfies CaseStudy
