/** The service's public configuration: the provider's link, the card gateway's name, support contacts. */
export { appConfig } from './api';
export { useAppConfig } from './useAppConfig';
