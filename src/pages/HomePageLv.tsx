import { lazy } from 'react'
import { homeFirstLv } from '@/content/home/lv.first'
import { HomePage } from '@/pages/HomePage'

const Rest = lazy(() => import('@/pages/blocks/HomeRestLv'))

/** The home page in Latvian, at /lv. */
export default function HomePageLv() {
  return <HomePage first={homeFirstLv} rest={<Rest />} />
}
