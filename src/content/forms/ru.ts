import { site } from '@/config/site'
import type { FormsContent } from '@/content/types'

/** the note on the forms' hidden anti-spam field (read only should the styles not load) */
const HONEYPOT_NOTE = 'Оставьте это поле пустым'

/** The forms' and popups' copy in Russian. */
export const forms: FormsContent = {
  request: {
    name: 'Имя',
    namePlaceholder: 'Ваше имя и фамилия',
    email: 'Эл. почта',
    emailPlaceholder: 'vy@kompaniya.com',
    message: 'Сообщение',
    messagePlaceholder: 'Что вы хотели бы автоматизировать?',
    submit: 'Отправить заявку',
    sending: 'Отправка…',
    honeypot: HONEYPOT_NOTE,
  },
  requestAlerts: {
    sent: 'Спасибо за заявку! Мы скоро с вами свяжемся.',
    failed: 'Извините, при отправке сообщения произошла ошибка. Пожалуйста, попробуйте снова.',
  },
  contactAlerts: {
    sent: 'Спасибо за сообщение! Мы скоро с вами свяжемся.',
    failed: 'Извините, при отправке сообщения произошла ошибка. Пожалуйста, попробуйте снова.',
  },
  newsletter: {
    title: 'Оставьте нам свой e-mail',
    subtitle:
      'Раз в месяц одна практичная заметка об ИИ, который окупается. Без спама, отписаться можно в любой момент.',
    email: 'Эл. почта',
    emailPlaceholder: 'vy@kompaniya.com',
    submit: 'Отправить',
    sending: 'Отправка…',
    honeypot: HONEYPOT_NOTE,
    alerts: {
      sent: 'Спасибо за подписку на нашу рассылку!',
      failed: 'Извините, произошла ошибка. Пожалуйста, попробуйте снова.',
    },
  },
  bookingPopup: {
    title: 'Расскажите, что автоматизировать',
    subtitle:
      'Специалист ответит в течение одного рабочего дня: следующие шаги и примерная оценка.',
    close: 'Закрыть',
  },
  consultationPopup: {
    title: 'Бесплатная 30-минутная консультация',
    disclaimer: 'Важно ⚠️ Это не продающий звонок, а бесплатная консультация',
    body: `Выберите удобное время. За 30 минут инженер ${site.brand} покажет, где ИИ сэкономит время вашей команды и сколько это будет стоить.`,
    consult: 'БЕСПЛАТНАЯ консультация',
    cancel: 'Отмена',
    close: 'Закрыть',
  },
  genericClose: 'Закрыть',
  demoPopup: {
    note: 'На бесплатной 30-минутной демонстрации покажем, как это работает на ваших данных.',
    action: 'Записаться на демо',
  },
  newTab: 'откроется в новой вкладке',
}
