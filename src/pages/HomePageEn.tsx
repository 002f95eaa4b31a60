import { lazy } from 'react'
import { homeFirstEn } from '@/content/home/en.first'
import { HomePage } from '@/pages/HomePage'

const Rest = lazy(() => import('@/pages/blocks/HomeRestEn'))

/** The home page in English, at /. */
export default function HomePageEn() {
  return <HomePage first={homeFirstEn} rest={<Rest />} />
}
