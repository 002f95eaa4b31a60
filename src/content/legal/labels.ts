/** Labels the three legal pages share. */
export const LEGAL_LABELS = { updated: 'Last updated:', contents: 'Contents' } as const
