// The react-i18next facade: every package translates through these, bound to the portal's one i18n instance.
export { useTranslation } from 'react-i18next';
