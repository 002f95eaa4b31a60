import { formsRu } from '@/content/forms/ru'
import { homeContent } from '@/content/home/ru'
import { HomeRest } from '@/pages/blocks/HomeRest'

/** The home page below its first screen, in Russian. */
export default function HomeRestRu() {
  return <HomeRest home={homeContent} forms={formsRu} />
}
