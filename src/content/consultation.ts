import type { ConsultationContent } from '@/content/types'

/**
 * spec §2.4 Consultation section: the lines every consultation band shares (the AI solutions, AI
 * chatbots and IT solutions pages, and the consulting page's booking band, which has its own
 * heading and scheduler button). Each page adds its own text and points.
 */
export const consultationLines = {
  heading: 'Ready to Transform Your Business with AI?',
  appointmentCta: "Let's Set Your Appointment",
  formTitle: 'Book Your Consultation',
  formSubtitle: 'No fluff. Just a solution for your business automation.',
} as const satisfies Pick<
  ConsultationContent,
  'heading' | 'appointmentCta' | 'formTitle' | 'formSubtitle'
>
