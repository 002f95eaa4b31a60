import { site } from '@/config/site'
import type { FormsContent } from '@/content/types'

/** the note on the forms' hidden anti-spam field (read only should the styles not load) */
const HONEYPOT_NOTE = 'Atstājiet šo lauku tukšu'

/** The forms' and popups' copy in Latvian. */
export const forms: FormsContent = {
  request: {
    name: 'Vārds',
    namePlaceholder: 'Jūsu vārds un uzvārds',
    email: 'E-pasts',
    emailPlaceholder: 'jus@uznemums.lv',
    message: 'Ziņa',
    messagePlaceholder: 'Ko jūs vēlētos automatizēt?',
    submit: 'Nosūtīt pieprasījumu',
    sending: 'Sūta…',
    honeypot: HONEYPOT_NOTE,
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
    honeypot: HONEYPOT_NOTE,
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
}
