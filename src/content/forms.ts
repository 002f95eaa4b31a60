import { site } from '@/config/site'
import type { Locale } from '@/content/types'

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

const requestEn: RequestFormLabels = {
  name: 'Name',
  namePlaceholder: 'Your full name',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  message: 'Message',
  messagePlaceholder: 'What would you like to automate?',
  submit: 'Send request',
  sending: 'Sending…',
  honeypot: 'Leave this field empty',
}

export const formsContent = {
  en: {
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
      alerts: {
        sent: 'Thank you for subscribing to our newsletter!',
        failed: 'Sorry, there was an error with your subscription. Please try again.',
      },
    },
    bookingPopup: {
      title: 'Tell us what to automate',
      subtitle:
        'A specialist replies within one business day with next steps and a rough estimate.',
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
  },
  lv: {
    request: {
      name: 'Vārds',
      namePlaceholder: 'Jūsu vārds un uzvārds',
      email: 'E-pasts',
      emailPlaceholder: 'jus@uznemums.lv',
      message: 'Ziņa',
      messagePlaceholder: 'Ko jūs vēlētos automatizēt?',
      submit: 'Nosūtīt pieprasījumu',
      sending: 'Sūta…',
      honeypot: 'Atstājiet šo lauku tukšu',
    },
    requestAlerts: {
      sent: 'Paldies par jūsu pieprasījumu! Drīzumā ar jums sazināsimies.',
      failed: 'Atvainojiet, nosūtot ziņu, radās kļūda. Lūdzu, mēģiniet vēlreiz.',
    },
    contactAlerts: {
      sent: 'Paldies par jūsu ziņu! Drīzumā ar jums sazināsimies.',
      failed: 'Atvainojiet, nosūtot ziņu, radās kļūda. Lūdzu, mēģiniet vēlreiz.',
    },
    newsletter: {
      title: 'Atstājiet mums savu e-pastu',
      subtitle:
        'Reizi mēnesī viena praktiska piezīme par MI, kas atmaksājas. Bez surogātpasta, atrakstīties var jebkurā brīdī.',
      email: 'E-pasts',
      emailPlaceholder: 'jus@uznemums.lv',
      submit: 'Iesniegt',
      sending: 'Sūta…',
      alerts: {
        sent: 'Paldies par abonēšanu mūsu jaunumiem!',
        failed: 'Atvainojiet, radās kļūda. Lūdzu, mēģiniet vēlreiz.',
      },
    },
    bookingPopup: {
      title: 'Pastāstiet, ko automatizēt',
      subtitle:
        'Speciālists atbildēs vienas darba dienas laikā ar nākamajiem soļiem un aptuvenu tāmi.',
      close: 'Aizvērt',
    },
    consultationPopup: {
      title: 'Bezmaksas 30 minūšu konsultācija',
      disclaimer: 'Atruna ⚠️ Šī nav pārdošanas saruna, bet gan bezmaksas konsultācija',
      body: `Izvēlieties sev ērtu laiku. 30 minūtēs ${site.brand} inženieris parādīs, kur MI var ietaupīt jūsu komandas laiku un cik tas maksātu.`,
      consult: 'BEZMAKSAS konsultācija',
      cancel: 'Atcelt',
      close: 'Aizvērt',
    },
    genericClose: 'Aizvērt',
    demoPopup: {
      note: 'Bezmaksas 30 minūšu demonstrācijā parādīsim, kā tas strādā ar jūsu datiem.',
      action: 'Rezervēt demonstrāciju',
    },
    newTab: 'atveras jaunā cilnē',
  },
  ru: {
    request: {
      name: 'Имя',
      namePlaceholder: 'Ваше имя и фамилия',
      email: 'Эл. почта',
      emailPlaceholder: 'vy@kompaniya.com',
      message: 'Сообщение',
      messagePlaceholder: 'Что вы хотели бы автоматизировать?',
      submit: 'Отправить заявку',
      sending: 'Отправка…',
      honeypot: 'Оставьте это поле пустым',
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
  },
} satisfies Record<Locale, FormsContent>
