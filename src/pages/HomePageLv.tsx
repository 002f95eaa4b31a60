import { formsContent } from '@/content/forms'
import { homeContent } from '@/content/home/lv'
import { HomePage } from '@/pages/HomePage'

/** The home page in Latvian, at /lv. */
export default function HomePageLv() {
  return <HomePage home={homeContent} forms={formsContent.lv} />
}
