import { routes } from '@/config/routes'
import { site } from '@/config/site'
import type { HomeBelowFold } from '@/content/types'

/** The home page in Latvian below its first screen (the first screen is lv.first.ts). */
export const homeContent = {
  services: {
    eyebrow: 'Pakalpojumi',
    title: 'Mūsu pakalpojumi',
    subtitle:
      'Trīs veidi, kā sākt. Katrs beidzas ar skaitli, ko varat pārbaudīt: ietaupītas stundas, slēgti pieteikumi, saglabāti eiro.',
    items: [
      {
        id: 'ai-solutions',
        title: 'MI risinājumi',
        description:
          'MI tērzēšanas roboti, darbplūsmu automatizācija un MCP sistēmas, kas pārņem atkārtoto darbu: atbalstu, rezervācijas, atskaites un datu ievadi.',
        isFeatured: true,
        showBadge: true,
        badgeText: 'Populārākais',
        buttonText: 'Skatīt vairāk',
        href: routes.aiSolutions.href,
      },
      {
        id: 'it-solutions',
        title: 'IT risinājumi',
        description:
          'Integrācijas, pāreja uz mākoni un modernizētas novecojušas sistēmas 2-8 nedēļās, ar atbalstu un 99.9% darbspēju.',
        buttonText: 'Skatīt vairāk',
        href: routes.itSolutions.href,
      },
      {
        id: 'ai-consultation',
        title: 'MI konsultācijas',
        description:
          'Uzziniet, kur MI atmaksājas, pirms tērējat naudu. Mēs izpētām jūsu procesus, novērtējam iespējas un sagatavojam ceļa karti.',
        buttonText: 'Skatīt vairāk',
        href: routes.consulting.href,
      },
    ],
  },
  features: {
    eyebrow: 'Kāpēc automatizēt tagad',
    title: 'Darbs, kas klusi apēd jūsu nedēļu',
    subtitle:
      'Manuālā datu ievadē kļūdu īpatsvars ir 4.8%, un katrs darbinieks dienā zaudē 30+ minūtes. Darījumi noslēdzas par 25% retāk, ja lēmums aizņem vairāk nekā 48 stundas.',
    cta: 'Rezervēt tagad',
    cards: [
      {
        id: 'automation',
        type: 'automation',
        title: 'Automatizācija, kas paveic rutīnu',
        description:
          'MI darbinieki lasa e-pastus, aizpilda CRM, atbild uz ikdienas jautājumiem un sagatavo atskaites.\n\nJūsu cilvēki pieņem lēmumus, bet kopēšana un ielīmēšana tiek programmatūrai.',
      },
      {
        id: 'time',
        type: 'time',
        title: 'Laika ietaupījums',
        description:
          'Mūsu projektos komandas atgūst līdz 67% laika, ko tās tērēja atkārtotiem uzdevumiem.\n\nVairums klientu atdevi redz 3 mēnešu laikā.',
        statsLabel: 'līdz 67%',
      },
      {
        id: 'testimonial',
        type: 'testimonial',
        title: 'Klienta vārdiem',
        description: 'darbības vadītāja, privātklīnika Rīgā',
        testimonialText:
          'Mūsu reģistratūra pusi dienas pavadīja pie telefona, apstiprinot vizītes. Tagad to dara asistents, un neapmeklēto vizīšu skaits samazinājās par trešdaļu.',
        testimonialAuthor: 'Ilze Kalniņa',
      },
    ],
  },
  projects: {
    eyebrow: 'Izceltie projekti',
    title: 'Darbs, kas jau atmaksājas',
    subtitle: '30+ projekti 6 valstīs. Daži no mūsu mīļākajiem:',
    viewAll: 'Skatīt visus',
    viewProject: 'Skatīt projektu',
    items: [
      {
        id: 'clinic',
        title: 'Klīnikas tērzēšanas robots',
        description:
          'Asistents, kas pieraksta uz vizītēm, atbild pacientiem trīs valodās un sūta atgādinājumus: par 67% mazāk ikdienas zvanu.',
        tags: ['GenAI', 'Veselība'],
      },
      {
        id: 'marketing',
        title: 'MI atskaišu platforma',
        description:
          'Seši reklāmas kanāli vienā panelī un iknedēļas atskaites, ko raksta MI: 11 stundas ietaupījuma katram vadītājam nedēļā.',
        tags: ['AI • ML', 'Mārketings'],
      },
      {
        id: 'calculator',
        title: 'MI kalkulators',
        description:
          'Tūlītējas kravu cenas pēc maršruta, svara un kravas veida: no 4 stundām līdz mazāk nekā 30 sekundēm.',
        tags: ['AI • ML', 'Loģistika'],
      },
      {
        id: 'travel',
        title: 'Ceļojumu tērzēšanas robots',
        description:
          'Rezervāciju asistents piecās valodās tūroperatoram: 52% pieprasījumu apstrādāti bez operatora, 24/7.',
        tags: ['GenAI', 'Tūrisms'],
      },
    ],
  },
  contact: {
    eyebrow: 'Sazinieties ar mums',
    title: 'Atbild īsts cilvēks. Ātri.',
    subtitle:
      'Nosūtiet pieprasījumu un vērojiet pulksteni: mēs atbildam, kamēr vēl atceraties, ko jautājāt.',
    sales: {
      title: 'Pārdošana',
      text: 'Plānojat MI projektu? Aprakstiet procesu, un mēs atgriezīsimies ar apjomu, termiņiem un sagaidāmo atdevi.',
      cta: 'Runāt ar pārdošanu',
    },
    general: {
      title: 'Vispārīgi jautājumi',
      text: 'Sadarbība, prese, karjera vai kas cits: rakstiet mums, un atbildēs īstais cilvēks.',
      cta: 'Sākt',
    },
    timer: {
      inactive: 'Mēs atbildēsim, pirms taimeris beigsies',
      active: 'Apstrādājam jūsu pieprasījumu... lūdzu, uzgaidiet',
      caption: 'Atbildes taimeris',
      minutesLeft: {
        zero: 'Atlikušas {count} minūtes',
        one: 'Atlikusi {count} minūte',
        few: 'Atlikušas {count} minūtes',
        many: 'Atlikušas {count} minūtes',
        other: 'Atlikušas {count} minūtes',
      },
    },
  },
  industries: {
    eyebrow: 'Nozares',
    title: 'Veidots tā, kā strādā jūsu nozare',
    subtitle: 'Sešas nozares, kurās mūsu MI darbinieki jau paveic smago darbu.',
    consultation: 'Konsultācija',
    items: [
      {
        id: 'ecommerce',
        title: 'E-komercija',
        shortTitle: 'E-komercija',
        description:
          'Personalizēti produktu ieteikumi un dinamiskas cenas, kas palielina pirkumu grozu bez papildu darbiniekiem.',
      },
      {
        id: 'travel',
        title: 'Ceļojumi un tūrisms',
        shortTitle: 'Ceļojumi',
        description:
          'Rezervāciju asistenti, kas atbild jebkurā valodā pat trijos naktī un piedāvā arī uzlabojumus.',
      },
      {
        id: 'government',
        title: 'Valsts pārvalde',
        shortTitle: 'Valsts pārvalde',
        description:
          'Iedzīvotāju pakalpojumi, kas šķiro pieprasījumus, sagatavo atbildes un saglabā katra lēmuma izsekojamību.',
      },
      {
        id: 'healthcare',
        title: 'Veselības aprūpe',
        shortTitle: 'Veselības aprūpe',
        description:
          'Pieraksts uz vizītēm, atgādinājumi un pacientu jautājumi, apstrādāti ar rūpību par datu aizsardzību.',
      },
      {
        id: 'logistics',
        title: 'Loģistika',
        shortTitle: 'Loģistika',
        description:
          'Maršrutu optimizācija, tūlītējas cenas un sūtījumu statusi bez neviena telefona zvana.',
      },
      {
        id: 'ngo',
        title: 'Nevalstiskās organizācijas',
        shortTitle: 'NVO',
        description:
          'Automatizēta saziņa ar ziedotājiem un grantu atskaites, lai lielāka budžeta daļa nonāktu līdz mērķim.',
      },
    ],
    slider: {
      previous: 'Iepriekšējā nozare',
      next: 'Nākamā nozare',
      goTo: 'Rādīt: {name}',
      region: 'Nozares',
      roleDescription: 'karuselis',
      pause: 'Pauzēt nozaru automātisko maiņu',
    },
  },
  testimonials: {
    eyebrow: 'Atsauksmes',
    title: 'Ko par mums saka klienti',
    items: [
      {
        key: 'client1',
        text: 'Tērzēšanas robots sāka darboties desmit dienās un tagad apstrādā pusi mūsu pieprasījumu piecās valodās jebkurā diennakts laikā. Mūsu aģenti beidzot pārdod, nevis atbild uz vieniem un tiem pašiem jautājumiem.',
        role: 'Valdes priekšsēdētāja, Saulriets Tours',
      },
      {
        key: 'client2',
        text: 'Agrāk cenu piedāvājums dispečeriem prasīja četras stundas. Tagad klienti cenu saņem dažās sekundēs, un mēs iegūstam vairāk pasūtījumu, jo atbildam pirmie.',
        role: 'Komercdirektors, Trasa Logistics',
      },
      {
        key: 'client3',
        text: 'Viņi sāka ar mūsu skaitļiem, nevis ar tehnoloģijām. Ceļa karte atmaksājās jau pirmajā pilotprojektā.',
        role: 'Izpilddirektors, Metalforma',
      },
      {
        key: 'client4',
        text: 'Neapmeklēto vizīšu skaits samazinājās par trešdaļu, un reģistratūra vairs neslīkst zvanos. Pacientiem patiešām patīk ar to sarunāties.',
        role: 'Darbības vadītāja, Klīnika Liepa',
      },
      {
        key: 'client5',
        text: 'Iknedēļas atskaites vadītājam agrāk aizņēma visu dienu, tagad tikai kafijas pauzi. MI kopsavilkumi ir labāki par tiem, ko rakstījām paši.',
        role: 'Partnere, Kvadrāts Media',
      },
      {
        key: 'client6',
        text: 'Atbalsta pieteikumu skaits pirmajā ceturksnī samazinājās par 80%, un klienti atbildes saņem divreiz ātrāk. Tas vienkārši strādā.',
        role: 'Atbalsta vadītājs, Kontora',
      },
    ],
    slider: {
      previous: 'Iepriekšējā atsauksme',
      next: 'Nākamā atsauksme',
      goTo: 'Rādīt atsauksmi: {name}',
      region: 'Klientu atsauksmes',
      roleDescription: 'karuselis',
    },
  },
  newsletter: { eyebrow: 'Jaunumi' },
  about: {
    title: `Kāpēc komandas izvēlas ${site.brand}`,
    cards: [
      {
        id: 'expertise',
        title: 'Liela pieredze',
        text: '30+ MI un IT projekti 6 valstīs.',
        icon: 'award',
      },
      {
        id: 'innovation',
        title: 'Inovācijas',
        text: 'Jaunākie modeļi, pārbaudīti uz jūsu datiem, pirms uzņematies saistības.',
        icon: 'lightbulb',
      },
      {
        id: 'support',
        title: 'Uzticams atbalsts',
        text: 'Uzraudzība 24/7 un 99.9% darbspēja pēc palaišanas.',
        icon: 'shield',
      },
    ],
    cta: 'Uzziniet par mums',
  },
} satisfies HomeBelowFold
