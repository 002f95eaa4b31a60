import { formsContent } from '@/content/forms'
import { homeContent } from '@/content/home/en'
import { HomePage } from '@/pages/HomePage'

/** The home page in English, at /. */
export default function HomePageEn() {
  return <HomePage home={homeContent} forms={formsContent.en} />
}
