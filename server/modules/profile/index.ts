/** What other modules may use of the profile: the PIN check every money action starts with, and pictures. */
export { verifyPin, type PinContext } from './pin';
export { releasePicture } from './pictures';
