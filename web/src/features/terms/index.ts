/** What other features may use of the terms: their text (the Terms page shows it too). */
export { TermsText } from './TermsText';
