export { en, type MessageId } from './messages/en';
export { localeState } from './localeState';
export { MessagesProvider } from './MessagesProvider';
export {
  I18nProvider,
  preloadTranslation,
  RemoteMessages,
  withFallback,
  type LocaleMessages,
  type MessageTable,
} from './I18nProvider';
