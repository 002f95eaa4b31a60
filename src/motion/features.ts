// framer-motion's features (animations and layout, for the project cards), in their own chunk:
// LazyMotion loads them after first paint.
export { domMax as default } from 'framer-motion'
