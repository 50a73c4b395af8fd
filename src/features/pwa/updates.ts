import { signal, type ReadonlySignal } from '@preact/signals-core';

export const SERVICE_WORKER_URL = '/service-worker.js';
/** How often an open app asks the server for a new release, besides each time it is shown. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type UpdateEnvironment = {
  container: ServiceWorkerContainer;
  reload: () => void;
  /** Whether reloading now would lose what the customer typed. */
  formInProgress: () => boolean;
};

export type Updater = {
  /** A new release is installed and waits for the customer to reload (the update prompt shows). */
  ready: ReadonlySignal<boolean>;
  /** The customer accepted the update. */
  apply: () => void;
  /** Asks the server whether there is a new release; never fails (the next check will do). */
  check: () => Promise<void>;
  start: () => Promise<void>;
};

/**
 * The service worker and its releases (docs/architecture.md, "The installed app"). The first
 * install needs no prompt: the worker controls the page from the next load. A release found later
 * waits for the update prompt. One that was already waiting when the app opened takes over at
 * once unless a form already holds input: no shell stays stale for ever.
 */
export const createUpdater = ({ container, reload, formInProgress }: UpdateEnvironment): Updater => {
  const ready = signal(false);
  let registration: ServiceWorkerRegistration | undefined;
  let reloadRequested = false;

  /** A worker that finishes installing while another controls the page is a new release. */
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) ready.value = true;
    });

  // The waiting worker takes over and the page reloads once it has. With none waiting (another
  // window already took the release), a plain reload fetches the new shell.
  const apply = () => {
    const waiting = registration?.waiting;
    if (!waiting) return reload();
    reloadRequested = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };

  // Offline, or the server is down: the next check will do.
  const check = async (): Promise<void> => {
    await registration?.update().catch(() => undefined);
  };

  const start = async () => {
    container.addEventListener('controllerchange', () => {
      if (reloadRequested) reload();
      // Another window took the new release: this page's shell is now the old one.
      else ready.value = true;
    });
    const found = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    registration = found;
    watch(found.installing);
    found.addEventListener('updatefound', () => watch(found.installing));
    if (found.waiting && container.controller) {
      if (formInProgress()) ready.value = true;
      else apply();
    }
  };

  return { ready, apply, check, start };
};
