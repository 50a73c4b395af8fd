import { signal } from '@preact/signals-core';

/** Chromium's install offer, the `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallOffer extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The offer kept for the install banner's Install button; it can be used once. */
export const installOffer = signal<InstallOffer | null>(null);

/**
 * Keeps the browser's install offer instead of letting it show its own, so our banner's Install
 * can show it later. Called by the entry: the offer may come before the banner's chunk is loaded.
 */
export const keepInstallOffer = (target: Window = window): void => {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer.value = event as InstallOffer;
  });
};

/** Installed from the browser's own menu: the offer is spent. Installing comes after load, so this can wait. */
export const forgetOfferOnInstall = (target: Window = window): void =>
  target.addEventListener('appinstalled', () => {
    installOffer.value = null;
  });
