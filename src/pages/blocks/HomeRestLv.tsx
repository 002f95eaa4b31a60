import { formsLv } from '@/content/forms/lv'
import { homeContent } from '@/content/home/lv'
import { HomeRest } from '@/pages/blocks/HomeRest'

/** The home page below its first screen, in Latvian. */
export default function HomeRestLv() {
  return <HomeRest home={homeContent} forms={formsLv} />
}
