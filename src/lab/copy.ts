/**
 * The lab's own words on its stages, where the site's content has none (docs/house-style.md "Copy
 * lives in content": the lab is a tool of the dev server, in English). Everything else a stage
 * shows is the site's content.
 */
export const labCopy = {
  casesEyebrow: 'Case studies',
  goTo: (title: string) => `Go to “${title}”`,
  navigation: 'A navigation inside the site',
  openPopup: 'Open the popup',
  close: 'Close',
}
