/**
 * Types of every content entity of the specification (§3). Content modules `satisfies` these,
 * so a missing string is a type error, not a blank on the page.
 */

/** A language of the site: one record of config/locales.ts. */
export type { Locale } from '@/config/locales'

/**
 * A phrase in each plural form (Intl.PluralRules) of the site's languages, `{count}` standing for
 * the number: English uses `one` and `other`, Latvian `zero`, `one` and `other`, Russian `one`,
 * `few`, `many` and `other`. A language repeats its `other` phrase in a form it does not use.
 */
export type PluralPhrases = Record<'zero' | 'one' | 'few' | 'many' | 'other', string>

/** Title and meta description of a page (plus optional canonical path override). */
export interface PageMeta {
  title: string
  description: string
  /** canonical path when it is not the page's own path */
  canonicalPath?: string
  /** keep the page out of search engines (404) */
  noindex?: boolean
}

/** An image shipped with the site: path under public/, intrinsic size, alt text. */
export interface ImageAsset {
  src: string
  width: number
  height: number
  /** empty only when the image is decorative */
  alt: string
}

/** spec §3: an item that is current, or has no href, shows as plain text */
export interface BreadcrumbItem {
  text: string
  href?: string
  isCurrent?: boolean
}

/** A page's breadcrumbs: the items, and the name of their navigation ("Breadcrumb"). */
export interface BreadcrumbTrail {
  label: string
  items: readonly BreadcrumbItem[]
}

/** spec §3 Stat: number ("01"), title, description */
export interface Stat {
  number: string
  title: string
  description: string
}

/**
 * spec §3 Offering (handlers are attached by the page, not stored in content). A featured one
 * carries its badge's text ("Most popular"), shown unless `showBadge` is false.
 */
export type Offering = OfferingCard &
  ({ isFeatured?: false } | { isFeatured: true; showBadge?: boolean; badgeText: string })

interface OfferingCard {
  id: string
  title: string
  description: string
  buttonText: string
  /** route the "View more" button goes to */
  href: string
}

export type AdvantageType = 'automation' | 'time' | 'testimonial'

/** spec §3 Advantage / cost card; description paragraphs are split on a blank line */
export interface AdvantageCard {
  id: string
  type: AdvantageType
  title: string
  description: string
  statsLabel?: string
  testimonialText?: string
  testimonialAuthor?: string
}

/** spec §3 Process / methodology step */
export interface ProcessStep {
  id: string
  number: string
  title: string
  description: string
}

/** spec §3 Transformation step; iconClass names an icon of the icon set */
export interface TransformationStep {
  id: string
  title: string
  description: string
  iconClass: IconName
}

/** spec §3 Visualization card */
export interface VisualizationCard {
  id: string
  title: string
  description: string
  buttonText?: string
  buttonClassName?: string
  isLarge?: boolean
}

/** spec §3 Process feature card (main or security) */
export interface ProcessFeatureCard {
  id: string
  iconClass?: IconName
  title: string
  description: string
}

/** spec §3 FAQ item */
export interface FaqItem {
  id: string
  question: string
  answer: string
}

/** spec §3 Principle / achievement */
export interface Principle {
  id: string
  icon: IconName
  name: string
  description: string
}

/** spec §3 Team member; initials give the /kg, /bg, /al pages */
export interface TeamMember {
  id: string
  name: string
  role: string
  initials: string
  bio: string
  avatar?: ImageAsset
}

export type SolutionType = 'featured' | 'it-solutions' | 'consultation' | (string & {})

/** spec §3 Solution card; without linkTo the type decides the route (§2.2) */
export interface SolutionCard {
  id: string
  type: SolutionType
  title: string
  description: string
  buttonText: string
  linkTo?: string
  badgeText?: string
}

/** spec §3 Testimonial, keys client1 … client6 */
export interface Testimonial {
  key: `client${1 | 2 | 3 | 4 | 5 | 6}`
  text: string
  name: string
  role: string
  company: string
  logo: ImageAsset
}

export type IndustryId = 'ecommerce' | 'travel' | 'government' | 'healthcare' | 'logistics' | 'ngo'

/** spec §3 Industry */
export interface Industry {
  id: IndustryId
  title: string
  /** the shorter title on the home grid ("Travel") */
  shortTitle: string
  description: string
  image: ImageAsset
}

/** spec §3 Featured project */
export interface FeaturedProject {
  id: 'clinic' | 'marketing' | 'calculator' | 'travel'
  title: string
  description: string
  tags: string[]
  className?: string
  hasHover: boolean
  image: ImageAsset
}

/** spec §3 Partner logo, alt "Partner N" */
export interface PartnerLogo {
  src: string
  alt: string
  width: number
  height: number
}

export type CaseCategory =
  'ML • IT' | 'GenAI' | 'GenAI • ML' | 'Web • IT' | 'AI • ML' | 'Consulting'

/** spec §3 Case list item, ids "1" … "12" */
export interface CaseListItem {
  id: string
  category: CaseCategory
  title: string
  description: string
  image: ImageAsset
  linkHref: string
}

export interface CaseMetric {
  title: string
  value: string
}

export interface BenefitMetric {
  number: string
  title: string
}

/** spec §3 Case study (detail) */
export interface CaseStudy {
  /** the URL id: /cases/{slug} */
  slug: string
  title: string
  description: string
  /** exactly three: Service, Industry/Industries, Time saved */
  metrics: readonly [CaseMetric, CaseMetric, CaseMetric]
  logo?: ImageAsset
  companyDescription: { image: ImageAsset; title: string; text: string }
  /** text is a bullet list */
  solution: { title: string; text: readonly string[]; image: ImageAsset }
  benefits: {
    title: string
    text: readonly string[]
    metrics: readonly [BenefitMetric, BenefitMetric, BenefitMetric]
  }
  finalImage: ImageAsset
  highlight?: string
  meta: PageMeta
}

/** A block of a legal section: a paragraph, a bullet list, or a list of links. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'links'; items: readonly { label: string; href: string }[] }

export interface LegalSection {
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

/** A legal page: Privacy Policy, Terms of Use or Cookie Policy. */
export interface LegalDocument {
  title: string
  lastUpdated: string
  intro: readonly string[]
  sections: readonly LegalSection[]
  meta: PageMeta
}

/** Names of the icons the content may ask for (lucide icons mapped in components/primitives/Icon). */
export type IconName =
  | 'search'
  | 'compass'
  | 'rocket'
  | 'gauge'
  | 'shield'
  | 'lock'
  | 'key'
  | 'server'
  | 'cloud'
  | 'database'
  | 'workflow'
  | 'bot'
  | 'sparkles'
  | 'chart'
  | 'users'
  | 'target'
  | 'lightbulb'
  | 'handshake'
  | 'award'
  | 'globe'
  | 'clock'
  | 'layers'
  | 'wrench'
  | 'message'
  | 'check'
  | 'trending'
  | 'eye'
  | 'heart'
  | 'zap'
  | 'refresh'

/** The first band of an inner page. */
export interface PageIntro {
  breadcrumbs: BreadcrumbTrail
  eyebrow?: string
  title: string
  lead?: string
}

/** An inner page whose content is its intro (sections are added per page). */
export interface SimplePageContent {
  meta: PageMeta
  intro: PageIntro
}

/** A card of the home contact section (Sales, General Enquiry). */
export interface ContactCard {
  title: string
  text: string
  cta: string
}

/** Copy of the sliders' controls, per language. */
export interface SliderLabels {
  previous: string
  next: string
  /** "Go to slide {n}"-style label; `{n}` and `{name}` are replaced */
  goTo: string
  region: string
  /** how a screen reader announces the region's kind (aria-roledescription), e.g. "carousel" */
  roleDescription: string
}

/**
 * A part that moves by itself (docs/product.md "Moving content and assistive technology"): the name of
 * its pause button, a toggle whose pressed state says the visitor paused it.
 */
export interface PauseLabels {
  pause: string
}

/** A slider that advances by itself: the slider's labels and its pause button's. */
export type AutoSliderLabels = SliderLabels & PauseLabels

/** The home page, one object per language (content/home/{en,lv,ru}.ts). */
/** What the home page's first screen shows (hydrated first; the rest loads after it). */
export type HomeFirstScreen = Pick<HomeContent, 'meta' | 'hero' | 'partners'>

/** The home page below its first screen (content/home/<code>.ts; it loads when the rest hydrates). */
export type HomeBelowFold = Omit<HomeContent, keyof HomeFirstScreen>

export interface HomeContent {
  meta: PageMeta
  hero: {
    eyebrow: string
    title: string
    description: string
    primaryCta: string
    secondaryCta: string
    /** the art beside the words (content/heroArt.ts), with its alt text */
    image: ImageAsset
    stats: readonly Stat[]
  }
  partners: { label: string } & PauseLabels
  services: {
    eyebrow: string
    title: string
    subtitle: string
    items: readonly Offering[]
  }
  features: {
    eyebrow: string
    title: string
    subtitle: string
    cta: string
    cards: readonly AdvantageCard[]
  }
  projects: {
    eyebrow: string
    title: string
    subtitle: string
    viewAll: string
    viewProject: string
    /** the four featured projects' texts, in the order clinic, marketing, calculator, travel */
    items: readonly Pick<FeaturedProject, 'id' | 'title' | 'description' | 'tags'>[]
  }
  contact: {
    eyebrow: string
    title: string
    subtitle: string
    sales: ContactCard
    general: ContactCard
    timer: {
      inactive: string
      active: string
      caption: string
      /** told to screen readers at the start and once a minute ("9 minutes left") */
      minutesLeft: PluralPhrases
    }
  }
  industries: {
    eyebrow: string
    title: string
    subtitle: string
    consultation: string
    items: readonly Pick<Industry, 'id' | 'title' | 'shortTitle' | 'description'>[]
    slider: AutoSliderLabels
  }
  testimonials: {
    eyebrow: string
    title: string
    /** the language's texts; the names and logos are shared (content/brandAssets.ts) */
    items: readonly Pick<Testimonial, 'key' | 'text' | 'role'>[]
    slider: SliderLabels
  }
  newsletter: { eyebrow: string }
  about: {
    title: string
    cards: readonly { id: string; title: string; text: string; icon: IconName }[]
    cta: string
  }
}

// ── What each section shows (its `content` prop) ────────────────────────────
// A section takes one `content` object: the copy and the items it shows. Its other props are
// behaviour (handlers, hrefs from config, anchors). Untranslated fields (names, logos, images)
// are joined to a language's texts by content/home/assemble.ts, not copied into each language.

/** spec §2.4 Offerings: a featured card and the others. */
export interface OfferingsContent extends SectionCopy {
  /** "Our Services" */
  title: string
  items: readonly Offering[]
}

/** spec §2.5 (4) Featured projects, and the portfolio block of the inner pages. */
export interface FeaturedProjectsContent extends SectionCopy {
  title: string
  viewProject: string
  /** "View all" label; the button shows when given */
  viewAll?: string
  items: readonly FeaturedProject[]
}

/** spec §2.5 (6) Industries: the stack (wide screens) and the slider (phones) show the same. */
export interface IndustriesContent extends SectionCopy {
  title: string
  consultation: string
  items: readonly Industry[]
  slider: AutoSliderLabels
}

/** A testimonial as the slider shows it: the language's text with the client's name and logo. */
export type TestimonialItem = Pick<Testimonial, 'key' | 'text' | 'name' | 'role'> & {
  logo: ImageAsset
}

/** spec §2.4, §4 Testimonials. */
export interface TestimonialsContent extends SectionCopy {
  title: string
  items: readonly TestimonialItem[]
  slider: SliderLabels
}

/** spec §2.10 Team slider. */
export interface TeamContent extends SectionCopy {
  title: string
  members: readonly TeamMember[]
  slider: SliderLabels
}

/** spec §2.5 (10) Newsletter: the band's eyebrow and the form's copy. */
export interface NewsletterContent {
  eyebrow: string
  form: FormsContent['newsletter']
}

/** spec §2.5 (1) The partner strip under the hero. */
export interface PartnerStripContent extends PauseLabels {
  label: string
  logos: readonly PartnerLogo[]
}

/** spec §2.11 The case list. */
export interface CaseGridContent {
  items: readonly CaseListItem[]
  /** the "Read more" of a card */
  moreLabel: string
}

/** spec §2.12 A case study's header (1) and body (2–6). */
export interface CaseStudyContent {
  study: CaseStudy
  breadcrumbs: BreadcrumbTrail
  /** the label over the optional highlight */
  highlightLabel: string
}

/** spec §2.12 Consultation block of a case study. */
export interface CaseConsultationContent {
  title: string
  text: string
  cta: string
  newTab: string
}

/** A legal page's document and the labels around it. */
export interface LegalPageContent {
  document: LegalDocument
  labels: { updated: string; contents: string }
}

/** spec §2.13 The map under the contact details. */
export interface MapContent {
  title: string
  /** the link that holds the map's place until it loads ("Open the map") */
  open: string
}

// ── Inner pages (one module per page under content/) ─────────────────────────

/** spec §2.4 Service intro / hero. */
export interface ServiceHeroContent {
  breadcrumbs: BreadcrumbTrail
  title: string
  /** spec §2.4: the title the compact (≤435 px) layout shows instead, when it is another */
  compactTitle?: string
  description: string
  /** "Get started" */
  primaryCta: string
  /** "Consultation" */
  secondaryCta: string
  stats: readonly Stat[]
  /** the art beside the words: the AI or the IT services' (content/heroArt.ts), with its alt text */
  image: ImageAsset
}

/** spec §2.4 Consulting intro. */
export interface ConsultingIntroContent {
  breadcrumbs: BreadcrumbTrail
  title: string
  description: string
  /** "Book Consultation" */
  primaryCta: string
  /** "See client stories" */
  secondaryCta: string
  stats: readonly Stat[]
  /** spec §2.4: the title the compact (≤435 px) layout shows instead */
  compactTitle: string
  /** spec §2.4: the two numbered items the compact layout shows in place of the stats */
  compactItems: readonly { number: string; title: string }[]
}

export interface SectionCopy {
  eyebrow?: string
  title?: string
  subtitle?: string
}

export interface AdvantagesContent extends SectionCopy {
  /** "The Hidden Costs Dragging Your Business Down" */
  title: string
  /** "Get started today" */
  cta: string
  cards: readonly AdvantageCard[]
}

/** spec §2.4 Process: numbered steps, "Get AI MVP" and "Book demo". */
export interface ProcessContent extends SectionCopy {
  /** "Overcome Operational Challenges with AI" */
  title: string
  steps: readonly ProcessStep[]
  /** "Get AI MVP" */
  primaryCta: string
  /** "Book demo" */
  secondaryCta: string
}

/** spec §2.4 Transformation steps: "Book consultation". */
export interface TransformationContent extends SectionCopy {
  /** "Start Upgrading Your IT—No Hassle Required" */
  title: string
  steps: readonly TransformationStep[]
  /** "Book consultation" */
  cta: string
}

/** spec §2.4 Visualization: a top row, a bottom row, and the mobile variant's four items. */
export interface VisualizationContent extends SectionCopy {
  /** "Visualize Your AI Transformation in Action" */
  title: string
  topRow: readonly VisualizationCard[]
  bottomRow: readonly VisualizationCard[]
  /** Rapid Deployment, Intuitive Dashboards, Scalable Architecture, Continuous Improvement */
  mobileItems: readonly { id: string; title: string; description: string }[]
  /** "Book now" */
  mobileCta: string
}

/** spec §2.4 Consultation / call-to-action section (anchor consultation). */
export interface ConsultationContent {
  /** "Ready to Transform Your Business with AI?" (content/consultation.ts) */
  heading: string
  text: string
  points: readonly string[]
  /** "Let's Set Your Appointment" */
  appointmentCta: string
  /** "Book Your Consultation" */
  formTitle: string
  /** "No fluff. Just a solution for your business automation." */
  formSubtitle: string
}

/** spec §2.4 Process features: main cards and security cards, "Get Started". */
export interface ProcessFeaturesContent extends SectionCopy {
  /** "Explore the Details. Start Your AI Journey." */
  title: string
  /** "Get Started" */
  cta: string
  mainCards: readonly ProcessFeatureCard[]
  securityTitle: string
  securityCards: readonly ProcessFeatureCard[]
}

/** spec §2.8 Methodology: diagnose, design, deliver; "Start Your Consultation", "Talk to an Expert". */
export interface MethodologyContent extends SectionCopy {
  /** "Transform Challenges into Opportunities with Expert AI Consulting" */
  title: string
  steps: readonly ProcessStep[]
  /** "Start Your Consultation" */
  primaryCta: string
  /** "Talk to an Expert" */
  secondaryCta: string
}

/** A benefits / cost card: a figure and what it costs you. */
export interface CostCard {
  id: string
  figure: string
  title: string
  description: string
}

export interface CostCardsContent extends SectionCopy {
  cards: readonly CostCard[]
  /** "Get started today" */
  cta: string
}

/** spec §2.8 Booking section (anchor consulting-booking): the consultation section's shape. */
export interface BookingContent extends ConsultationContent {
  /** "Start Your AI Consulting Journey" */
  heading: string
  /** "Book My Strategy Session" */
  appointmentCta: string
}

/** spec §2.9 Results: "80% fewer support tickets", "2x faster response", "Seamless scaling". */
export interface ResultsContent extends SectionCopy {
  items: readonly { id: string; figure: string; label: string; description: string }[]
  /** "Book a demo" */
  cta: string
}

export interface FaqContent extends SectionCopy {
  items: readonly FaqItem[]
}

export interface PrinciplesContent extends SectionCopy {
  items: readonly Principle[]
}

/** spec §2.10 Story: "Our Journey: From Vision to Innovation", "Contact us". */
export interface StoryContent extends SectionCopy {
  paragraphs: readonly string[]
  milestones: readonly { year: string; title: string; description: string }[]
  cta: string
}

/** The featured projects block on an inner page. */
export interface PortfolioContent extends Omit<FeaturedProjectsContent, 'items'> {
  viewAll: string
}

export interface ServicesPageContent {
  meta: PageMeta
  intro: PageIntro
  solutions: SectionCopy & { items: readonly SolutionCard[] }
  portfolio: PortfolioContent
  /** the further section of §2.6: how an engagement runs */
  process: ProcessContent
}

export interface AiSolutionsPageContent {
  meta: PageMeta
  hero: ServiceHeroContent
  offerings: OfferingsContent
  hiddenCosts: AdvantagesContent
  process: ProcessContent
  transformation: TransformationContent
  visualization: VisualizationContent
  consultation: ConsultationContent
  processFeatures: ProcessFeaturesContent
  portfolio: PortfolioContent
}

export interface AiChatbotsPageContent {
  meta: PageMeta
  hero: ServiceHeroContent
  hiddenCosts: AdvantagesContent
  process: ProcessContent
  visualization: VisualizationContent
  consultation: ConsultationContent
  portfolio: PortfolioContent
}

export interface ConsultingPageContent {
  meta: PageMeta
  intro: ConsultingIntroContent
  methodology: MethodologyContent
  costs: CostCardsContent
  booking: BookingContent
}

export interface ItSolutionsPageContent {
  meta: PageMeta
  hero: ServiceHeroContent
  visualization: VisualizationContent
  processFeatures: ProcessFeaturesContent
  transformation: TransformationContent
  results: ResultsContent
  consultation: ConsultationContent
  portfolio: PortfolioContent
  faq: FaqContent
}

export interface AboutPageContent {
  meta: PageMeta
  intro: PageIntro & { description: string; cta: string; stats: readonly Stat[] }
  principles: PrinciplesContent
  story: StoryContent
  /** the members themselves are one list (content/team.ts) */
  team: Omit<TeamContent, 'members'>
  achievements: PrinciplesContent
}

export interface ContactsPageContent {
  meta: PageMeta
  intro: PageIntro
  details: {
    title: string
    companyLabel: string
    registrationLabel: string
    addressLabel: string
    phoneLabel: string
    emailLabel: string
    socialLabel: string
    hours: string
  }
  form: { title: string; subtitle: string }
  map: MapContent
}

// ── Forms and popups (content/forms/<code>.ts) ──────────────────────────────

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
    /** visually hidden note on the honeypot field */
    honeypot: string
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

// ── Link previews ──────────────────────────────────────────────

/** The words on the link preview cards that are not a page's own copy. */
export interface SocialCardLabels {
  /** the eyebrow of a case study's card */
  caseStudy: string
  /** the eyebrow of the case list's card */
  caseStudies: string
  /** the eyebrow of a service page's card */
  service: string
  /** the eyebrow of a legal page's card */
  legal: string
  /** the eyebrow of the other pages' cards */
  company: string
}

/**
 * What the visitor is told when part of the page has not loaded (components/delivery/LoadFailed; the held
 * press's alert, app/boot/capture.ts), one file a language: content/loading/<code>.ts. A page reads its own language's through the frame's copy
 * (content/frame/<code>.ts) and its root's `data-held-input` (the prerender writes it), so the
 * other languages' never load with it.
 */
export interface LoadingContent {
  /** a press made before the app was ready, not taken within HELD_INPUT_MAX_MS (an alert) */
  heldInputExpired: string
  /** a part of the page whose code failed to load, twice */
  loadFailed: string
  /** the button that reloads the page */
  reload: string
  /** the notice's close button */
  dismiss: string
}
