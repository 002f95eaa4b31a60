/** The case an unknown /cases/{id} shows (spec §2.1). */
export const FALLBACK_CASE_SLUG = 'medical-clinic-chatbot'
