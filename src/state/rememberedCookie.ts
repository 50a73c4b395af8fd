import Cookies from 'js-cookie';
import { COOKIES } from '@contract/cookies';
import { REMEMBERED_ID_KEY } from './session';

/**
 * A sign-in through the pre-rendered form (no JavaScript yet) leaves Remember Me's answer in a
 * short-lived cookie: the identifier to remember, or empty to forget it. The signed-in frame, the
 * first screen after that sign-in, moves it into local storage; the sign-in page's download does
 * not carry this (docs/architecture.md, "Sign-in before the JavaScript").
 */
export const adoptRememberedCookie = (): void => {
  const remembered = Cookies.get(COOKIES.rememberedId);
  if (remembered === undefined) return;
  if (remembered) localStorage.setItem(REMEMBERED_ID_KEY, remembered);
  else localStorage.removeItem(REMEMBERED_ID_KEY);
  Cookies.remove(COOKIES.rememberedId, { path: '/' });
};
