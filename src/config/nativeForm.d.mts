// Types of nativeForm.mjs for the TypeScript files that import it.
export declare const SEND_PATH = '/api/v1.0/email/send'
export declare const LIST_PATH = '/__outbox'
export declare const FORM_PATH = '/__outbox/form'
export declare const RECEIPT_PATH = '/__outbox/receipt'
export declare const HONEYPOT_NAME = 'hpq7'
export declare const RETURN_FIELD = 'return'
