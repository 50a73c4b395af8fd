/** What other modules may use of the profile: the PIN check every money action starts with. */
export { verifyPin } from './pin';
export { pinModule } from './routes';
