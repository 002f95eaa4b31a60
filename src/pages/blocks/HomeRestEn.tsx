import { formsEn } from '@/content/forms/en'
import { homeContent } from '@/content/home/en'
import { HomeRest } from '@/pages/blocks/HomeRest'

/** The home page below its first screen, in English. */
export default function HomeRestEn() {
  return <HomeRest home={homeContent} forms={formsEn} />
}
