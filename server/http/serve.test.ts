import Fastify from 'fastify';
import { object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpoint, MessageResponse } from '../../contract';
import type { AppDeps } from '../deps';
import { ClientError, errorBody } from '../lib/errors';
import { handlersInFlight } from './in-flight';
import { serveEndpoint } from './serve';

/** serveEndpoint on a bare Fastify app: how a contract entry becomes a route. */
const probe = endpoint({
  method: 'POST',
  path: 'probe/:name',
  params: object({ name: string() }),
  body: object({ word: string() }),
  response: MessageResponse,
  session: false,
});

const appWith = (checkResponses: boolean, answer: (word: string, name: string) => unknown) => {
  const app = Fastify();
  app.decorate('handlersInFlight', handlersInFlight());
  app.setErrorHandler((error, _request, reply) =>
    error instanceof ClientError ? reply.code(error.statusCode).send(errorBody(error.messages)) : reply.code(500).send(errorBody('unexpected')),
  );
  // Only what a sessionless, non-idempotent endpoint reads of the app's dependencies.
  const deps = { checkResponses } as AppDeps;
  serveEndpoint(app, deps)(probe, async ({ body, params }) => answer(body.word, params.name) as { status: 'success'; message: string });
  return app;
};

describe('serveEndpoint', () => {
  it("registers the contract's method and path, and hands the handler the validated parts", async () => {
    const app = appWith(true, (word, name) => ({ status: 'success', message: `${word} ${name}` }));
    const res = await app.inject({ method: 'POST', url: '/probe/ada', payload: { word: 'hello' } });
    expect(res.json()).toEqual({ status: 'success', message: 'hello ada' });
    const refused = await app.inject({ method: 'POST', url: '/probe/ada', payload: { word: 5 } });
    expect(refused.statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/probe/ada' })).statusCode).toBe(404);
  });

  it('fails an answer outside the contract when checking (tests), and lets it through when not (production)', async () => {
    const wrong = () => ({ status: 'success', mesage: 'typo' });
    const checked = await appWith(true, wrong).inject({ method: 'POST', url: '/probe/x', payload: { word: 'w' } });
    expect(checked.statusCode).toBe(500);
    const unchecked = await appWith(false, wrong).inject({ method: 'POST', url: '/probe/x', payload: { word: 'w' } });
    expect(unchecked.statusCode).toBe(200);
  });
});
