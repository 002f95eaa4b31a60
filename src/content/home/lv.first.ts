import { site } from '@/config/site'
import type { HomeFirstScreen } from '@/content/types'
import { heroArt } from '@/content/heroArt'

/** The first screen of the home page in Latvian: meta, hero and the partner strip's label. */
export const homeFirst = {
  meta: {
    title: `${site.brand}: MI automatizācija, tērzēšanas roboti un IT risinājumi uzņēmumiem`,
    description:
      'MI darbinieki, tērzēšanas roboti un automatizācija, kas jūsu komandai ietaupa līdz 67% laika. Darbībā 10 dienās, rezultāti 3 mēnešos. Vispirms redziet atdevi.',
  },
  hero: {
    eyebrow: 'MI automatizācija · MI tērzēšanas roboti · IT risinājumi',
    title: 'Vispirms redziet atdevi. Tad izlemiet',
    description:
      'Mēs veidojam MI darbiniekus, kas pārņem jūsu komandas atkārtoto darbu: līdz 67% laika atpakaļ, rezultāti 3 mēnešos un tērzēšanas roboti, kas klientiem atbild 24/7.',
    primaryCta: 'Sākt',
    secondaryCta: 'Konsultācija',
    image: {
      ...heroArt.ai,
      alt: 'Savienotu datu punktu tīkls, kas mirdz dzintara un ciāna krāsās',
    },
    stats: [
      { number: '67%', title: 'ietaupīta laika', description: 'atkārtotajā darbā, ne vairāk' },
      { number: '10', title: 'dienas līdz palaišanai', description: 'pirmajam MI darbiniekam' },
      { number: '24/7', title: 'atbildes', description: 'no robotiem, kas nekad neguļ' },
    ],
  },
  partners: { label: 'Mums uzticas komandas 6 valstīs', pause: 'Pauzēt partneru logotipus' },
} satisfies HomeFirstScreen
