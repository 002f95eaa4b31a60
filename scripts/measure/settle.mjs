// What a screenshot waits for, instead of the network going quiet: the app has hydrated every
// part it marks, the fonts are in, and every image on screen has arrived (an
// IntersectionObserver's first answer says which are on screen, clips and carousels counted).

/** In the page: whether it has hydrated, its fonts are loaded and its images on screen complete. */
const isSettled = () =>
  new Promise((resolve) => {
    const isReady =
      !!document.querySelector('#root[data-hydrated]') &&
      !document.querySelector('[data-hydrates]:not([data-hydrated])') &&
      document.fonts.status === 'loaded'
    const images = [...document.images]
    if (!isReady || images.length === 0) return resolve(isReady)
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect()
      resolve(entries.filter((e) => e.isIntersecting).every((e) => e.target.complete))
    })
    for (const image of images) observer.observe(image)
  })

/** Waits until `page` is settled (warns, rather than fails, after `timeout` ms). */
export async function settle(page, { timeout = 15_000 } = {}) {
  await page
    .waitForFunction(isSettled, null, { timeout, polling: 100 })
    .catch(() => console.warn(`${page.url()}: not settled after ${timeout} ms`))
}
