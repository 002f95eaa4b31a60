import type { Testimonial } from '@/content/types'

/**
 * The clients' people quoted in the testimonials: names are the same in every language, so they
 * are written once here (the texts and roles are in content/home/<code>.ts, the logos in
 * brandAssets.ts). Read below the home page's first screen only (content/home/assemble.ts).
 */
export const clientNames: Record<Testimonial['key'], string> = {
  client1: 'Līga Ozoliņa',
  client2: 'Tomasz Nowak',
  client3: 'Andris Kalējs',
  client4: 'Ilze Kalniņa',
  client5: 'Marta Vītola',
  client6: 'Kristjan Tamm',
}
