import { lazy } from 'react'
import { homeFirstRu } from '@/content/home/ru.first'
import { HomePage } from '@/pages/HomePage'

const Rest = lazy(() => import('@/pages/blocks/HomeRestRu'))

/** The home page in Russian, at /ru. */
export default function HomePageRu() {
  return <HomePage first={homeFirstRu} rest={<Rest />} />
}
