import { site } from '@/config/site'
import type { HomeFirstScreen } from '@/content/types'
import { heroArt } from '@/content/heroArt'

/** The first screen of the home page in Russian: meta, hero and the partner strip's label. */
export const homeFirst = {
  meta: {
    title: `${site.brand}: ИИ-автоматизация, чат-боты и IT-решения для бизнеса`,
    description:
      'ИИ-сотрудники, чат-боты и автоматизация, которые экономят до 67% времени команды. Запуск за 10 дней, результат за 3 месяца. Сначала увидьте отдачу.',
  },
  hero: {
    eyebrow: 'ИИ-автоматизация · ИИ чат-боты · IT-решения',
    title: 'Сначала увидьте отдачу. Потом решайте',
    description:
      'Мы создаём ИИ-сотрудников, которые берут на себя рутину вашей команды: до 67% времени обратно, результат за 3 месяца и чат-боты, отвечающие клиентам 24/7.',
    primaryCta: 'Начать',
    secondaryCta: 'Консультация',
    image: { ...heroArt.ai, alt: 'Сеть связанных точек данных, светящихся янтарным и голубым' },
    stats: [
      { number: '67%', title: 'экономии времени', description: 'на рутинной работе, максимум' },
      { number: '10', title: 'дней до запуска', description: 'первого ИИ-сотрудника' },
      { number: '24/7', title: 'ответы', description: 'от чат-ботов, которые не спят' },
    ],
  },
  partners: {
    label: 'Нам доверяют команды в 6 странах',
    pause: 'Приостановить смену логотипов партнёров',
  },
} satisfies HomeFirstScreen
