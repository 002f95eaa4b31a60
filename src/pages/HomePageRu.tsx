import { formsContent } from '@/content/forms'
import { homeContent } from '@/content/home/ru'
import { HomePage } from '@/pages/HomePage'

/** The home page in Russian, at /ru. */
export default function HomePageRu() {
  return <HomePage home={homeContent} forms={formsContent.ru} />
}
