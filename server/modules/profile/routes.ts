import type { FastifyInstance } from 'fastify';
import { ChangePinRequest, SetPinRequest } from '../../../contract';
import type { Db } from '../../db/client';
import { principalOf } from '../../http/principal';
import { parseInput } from '../../lib/validate';
import { changePin, setPin } from './pin';

export function pinRoutes(app: FastifyInstance, db: Db, now: () => Date) {
  app.post('/customer/pin/setpin', async (request) => ({
    status: 'success',
    message: await setPin(db, principalOf(request).customerId, parseInput(SetPinRequest, request.body)),
  }));

  app.post('/customer/pin/changepin', async (request) => ({
    status: 'success',
    message: await changePin(db, principalOf(request).customerId, parseInput(ChangePinRequest, request.body), now()),
  }));
}
