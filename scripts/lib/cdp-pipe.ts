import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { CDPSession } from 'playwright';
import { BARE_CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** The part of a DevTools session the load probe uses: Playwright's, or a bare tab's. */
export type Cdp = Pick<CDPSession, 'send' | 'on'>;

/** A page of the bare browser: its own browser context, nothing injected. */
export interface BareTab extends Cdp {
  /** Navigates and resolves at the page's load event. */
  open(url: string): Promise<void>;
  /** Runs `expression` in the page, awaits it if it is a promise, and answers its JSON value. */
  evaluate(expression: string): Promise<unknown>;
  close(): Promise<void>;
}

export interface BareChromium {
  newTab(viewport: { width: number; height: number; deviceScaleFactor: number }): Promise<BareTab>;
  close(): Promise<void>;
}

type Message = { id?: number; method?: string; params?: unknown; sessionId?: string; result?: unknown; error?: { message: string } };
type Listener = (params: unknown) => void;

/**
 * Chromium driven over its DevTools pipe, with nothing of its own in the page: no automation
 * world, no init script, no Runtime domain before the load. Playwright creates its utility world
 * and reports every script context as the document commits, before parsing starts; at a 4x
 * slower CPU that is a few hundred milliseconds before the first paint that no customer's browser
 * spends. bench:load measures /login's first paint through this instead (docs/performance.md, "Chunks, preloads and budgets").
 */
export async function launchBareChromium(): Promise<BareChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'fleetvest-bare-chromium-'));
  const child = spawn(CHROMIUM_PATH, ['--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...BARE_CHROMIUM_ARGS, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<Listener>>();
  let lastId = 0;
  let unread = '';

  // The pipe carries JSON messages, each ended by a NUL byte.
  fromBrowser.on('data', (data: Buffer) => {
    unread += data.toString('utf8');
    for (let end = unread.indexOf('\0'); end >= 0; end = unread.indexOf('\0')) {
      const message = JSON.parse(unread.slice(0, end)) as Message;
      unread = unread.slice(end + 1);
      const call = message.id === undefined ? undefined : pending.get(message.id);
      if (call) {
        pending.delete(message.id!);
        if (message.error) call.reject(new Error(message.error.message));
        else call.resolve(message.result);
      } else if (message.method) {
        for (const listener of listeners.get(`${message.sessionId ?? ''}:${message.method}`) ?? []) listener(message.params);
      }
    }
  });
  // A browser that fails to start or dies fails what waits on it, instead of leaving it waiting.
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      for (const { reject } of pending.values()) reject(new Error(`Chromium exited (${code ?? 'signal'})`));
      pending.clear();
      resolve();
    }),
  );
  child.once('error', (error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  });

  const call = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<unknown>((resolve, reject) => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('Chromium is not running');
      lastId += 1;
      pending.set(lastId, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id: lastId, method, params, sessionId })}\0`);
    });
  const listen = (sessionId: string, method: string, listener: Listener) => {
    const key = `${sessionId}:${method}`;
    listeners.set(key, (listeners.get(key) ?? new Set()).add(listener));
    return () => listeners.get(key)?.delete(listener);
  };

  async function newTab(viewport: { width: number; height: number; deviceScaleFactor: number }): Promise<BareTab> {
    const { browserContextId } = (await call('Target.createBrowserContext')) as { browserContextId: string };
    const { targetId } = (await call('Target.createTarget', { url: 'about:blank', browserContextId })) as { targetId: string };
    const { sessionId } = (await call('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    await call('Emulation.setDeviceMetricsOverride', { ...viewport, mobile: true }, sessionId);
    await call('Page.enable', {}, sessionId);
    const tab = {
      // The wire speaks the protocol Playwright's types describe.
      send: ((method: string, params?: object) => call(method, params, sessionId)) as CDPSession['send'],
      on: ((method: string, listener: Listener) => {
        listen(sessionId, method, listener);
        return tab;
      }) as unknown as CDPSession['on'],
      async open(url: string) {
        const loaded = new Promise<void>((resolve) => {
          const stop = listen(sessionId, 'Page.loadEventFired', () => {
            stop();
            resolve();
          });
        });
        await call('Page.navigate', { url }, sessionId);
        await loaded;
      },
      async evaluate(expression: string) {
        const answer = (await call('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)) as {
          result: { value?: unknown };
          exceptionDetails?: { text: string; exception?: { description?: string } };
        };
        if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text);
        return answer.result.value;
      },
      async close() {
        await call('Target.disposeBrowserContext', { browserContextId });
        for (const key of listeners.keys()) if (key.startsWith(`${sessionId}:`)) listeners.delete(key);
      },
    };
    return tab;
  }

  return {
    newTab,
    async close() {
      await call('Browser.close').catch(() => undefined);
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
