import { describe, expect, it, vi } from 'vitest';
import { createUpdater, SERVICE_WORKER_URL } from './updates';

/** A worker whose state the test moves on; SKIP_WAITING messages are recorded. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  updates = 0;
  async update() {
    this.updates += 1;
  }
  /** The browser found a new worker script. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registered: { url: string; scope?: string }[] = [];
  constructor(readonly registration: FakeRegistration) {
    super();
  }
  async register(url: string, options?: RegistrationOptions) {
    this.registered.push({ url, scope: options?.scope });
    return this.registration;
  }
}

const setUp = ({ controlled = true, waiting = false, busy = false } = {}) => {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = new FakeWorker();
  const container = new FakeContainer(registration);
  if (controlled) container.controller = new FakeWorker();
  const reload = vi.fn();
  const updater = createUpdater({
    container: container as unknown as ServiceWorkerContainer,
    reload,
    formInProgress: () => busy,
  });
  return { registration, container, reload, updater };
};

describe('the service worker updater', () => {
  it('registers /service-worker.js for the whole site, and a first install asks nothing', async () => {
    const { container, registration, updater } = setUp({ controlled: false });
    await updater.start();
    expect(container.registered).toEqual([{ url: SERVICE_WORKER_URL, scope: '/' }]);
    const first = new FakeWorker();
    registration.find(first);
    first.moveTo('installed');
    expect(updater.ready.value).toBe(false);
  });

  it('shows the prompt when a new release has installed, and Reload hands over then reloads', async () => {
    const { registration, container, reload, updater } = setUp();
    await updater.start();
    const next = new FakeWorker();
    registration.find(next);
    expect(updater.ready.value).toBe(false);
    next.moveTo('installed');
    registration.waiting = next;
    expect(updater.ready.value).toBe(true);

    updater.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('takes a release that was already waiting at once, unless a form holds input', async () => {
    const idle = setUp({ waiting: true });
    await idle.updater.start();
    expect(idle.registration.waiting?.messages).toEqual([{ type: 'SKIP_WAITING' }]);

    const busy = setUp({ waiting: true, busy: true });
    await busy.updater.start();
    expect(busy.registration.waiting?.messages).toEqual([]);
    expect(busy.updater.ready.value).toBe(true);
  });

  it('prompts when another window took the new release, and then Reload just reloads', async () => {
    const { container, reload, updater } = setUp();
    await updater.start();
    container.dispatchEvent(new Event('controllerchange'));
    expect(updater.ready.value).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    updater.apply();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks the server for a new release on check, and shrugs off a failed check', async () => {
    const { registration, updater } = setUp();
    await updater.check();
    expect(registration.updates).toBe(0);
    await updater.start();
    await updater.check();
    expect(registration.updates).toBe(1);
    const failing = vi.fn(() => Promise.reject(new TypeError('offline')));
    registration.update = failing;
    await expect(updater.check()).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledOnce();
  });
});
