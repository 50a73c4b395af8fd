import type { AppDeps } from '../../deps';
import { ownOrigin } from '../../http/origin';
import type { AuthContext } from './service';

/** The sign-in services' context from the app's dependencies (the auth and profile routes, the form sign-in). */
export const authContextOf = (deps: AppDeps): AuthContext => ({
  db: deps.db,
  mail: deps.mail,
  appSecret: deps.config.appSecret,
  now: deps.now,
  log: deps.log,
  hashCost: deps.hashCost,
  siteUrl: ownOrigin(deps.config),
});
