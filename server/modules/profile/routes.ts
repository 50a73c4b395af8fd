import multipart from '@fastify/multipart';
import { pinEndpoints, profileEndpoints } from '../../../contract';
import type { ModulePlugin } from '../../deps';
import { customerRateLimit } from '../../http/rate-limits';
import { serveEndpoint } from '../../http/serve';
import { PICTURE_UPLOAD_LIMITS, receivePicture, refuseDeclaredOversize } from './upload';
import { notFound } from '../../lib/errors';
import { authContextOf } from '../auth';
import { updateProfile } from './details';
import { forgotPin, resetPin } from './forgot-pin';
import { changePassword } from './password';
import { changeProfilePicture, PICTURE_HEADERS, readPicture } from './pictures';
import { changePin, setPin } from './pin';

/** The transaction PIN. */
export const pinModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  serve(pinEndpoints.setPin, async ({ body, principal }) => ({ status: 'success', message: await setPin(deps, principal.customerId, body) }));
  serve(pinEndpoints.changePin, async ({ body, principal }) => ({
    status: 'success',
    message: await changePin(deps, principal.customerId, body, deps.now()),
  }));
};

/** The customer's details, picture, password and forgotten PIN. */
export const profileModule: ModulePlugin = async (app, deps) => {
  const serve = serveEndpoint(app, deps);
  const ctx = authContextOf(deps);

  serve(profileEndpoints.updateProfile, async ({ body, principal }) => ({
    status: 'success',
    ...(await updateProfile(deps.db, principal.customerId, body, deps.now())),
  }));

  serve(
    profileEndpoints.changePassword,
    async ({ body, principal, request }) => ({
      status: 'success',
      message: await changePassword(ctx, principal.customerId, principal.sessionId, body, request.ip),
    }),
    { config: customerRateLimit('passwordGuess') },
  );

  serve(
    profileEndpoints.forgotPin,
    async ({ body, principal, request }) => ({ status: 'success', message: await forgotPin(ctx, principal.customerId, body, request.ip) }),
    { config: customerRateLimit('otpSend') },
  );

  serve(
    profileEndpoints.resetPin,
    async ({ body, principal }) => ({ status: 'success', message: await resetPin(ctx, deps.config.pinKeys, principal.customerId, body) }),
    {
      config: customerRateLimit('otpCheck'),
    },
  );

  serve(
    profileEndpoints.picture,
    async ({ params }) => {
      const webp = await readPicture(deps.db, params.file);
      if (!webp) throw notFound();
      return webp;
    },
    { cacheControl: PICTURE_HEADERS['cache-control'], contentType: PICTURE_HEADERS['content-type'] },
  );

  // Multipart is parsed in this scope only: every other call stays JSON (or a form) of 4 KB.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: PICTURE_UPLOAD_LIMITS });
    serveEndpoint(uploads, deps)(
      profileEndpoints.changeProfilePicture,
      async ({ principal, request }) => ({
        status: 'success',
        ...(await changeProfilePicture(deps.db, principal.customerId, await receivePicture(request))),
      }),
      { config: customerRateLimit('picture'), onRequest: refuseDeclaredOversize },
    );
  });
};
