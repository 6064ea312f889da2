import type { FastifyInstance } from 'fastify';
import { appLogin } from '@mall/contract/account/app-login';
import { appLoginEmail } from '@mall/contract/account/app-login-email';
import { appLoginGoogle } from '@mall/contract/account/app-login-google';
import { appLogout } from '@mall/contract/account/app-logout';
import { appRegisterEmail } from '@mall/contract/account/app-register-email';
import { appRegisterInvite } from '@mall/contract/account/app-register-invite';
import { checkAccountEmail } from '@mall/contract/account/check-account-email';
import { fetchSignCode } from '@mall/contract/account/fetch-sign-code';
import { fetchSignCodeEmail } from '@mall/contract/account/fetch-sign-code-email';
import { wxOpenid } from '@mall/contract/account/wx-openid';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { emailExists, loginByEmail, loginByMobile, logout, registerByEmail, registerByInvite, smsTarget } from './auth.service.ts';
import { sendSignCode } from './sign-code.service.ts';

export function authRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, fetchSignCode, ({ body, ctx }) =>
    sendSignCode(deps.db, deps.sender, {
      channel: 'sms',
      target: smsTarget(body.mobile, body.phoneCode),
      scene: body.scene,
      clientAddress: ctx.clientAddress,
      deviceId: ctx.deviceId,
      lang: ctx.lang,
    }, deps.config.throttle.codesPerAddressHour),
  );
  registerEndpoint(app, deps, fetchSignCodeEmail, ({ body, ctx }) =>
    sendSignCode(deps.db, deps.sender, {
      channel: 'email',
      target: body.email,
      scene: body.scene,
      clientAddress: ctx.clientAddress,
      deviceId: ctx.deviceId,
      lang: ctx.lang,
    }, deps.config.throttle.codesPerAddressHour),
  );
  registerEndpoint(app, deps, appLogin, ({ body, ctx }) => loginByMobile(deps, body, ctx));
  registerEndpoint(app, deps, appLoginEmail, ({ body, ctx }) => loginByEmail(deps, body, ctx));
  registerEndpoint(app, deps, appRegisterEmail, ({ body, ctx }) => registerByEmail(deps, body, ctx));
  registerEndpoint(app, deps, appRegisterInvite, ({ body, ctx }) => registerByInvite(deps, body, ctx));
  registerEndpoint(app, deps, checkAccountEmail, async ({ body }) => ({ exists: await emailExists(deps, body.email) }));
  registerEndpoint(app, deps, appLogout, ({ ctx }) => logout(deps, ctx));
  // Third-party logins need the provider's keys and its servers; until an operator configures them they say so.
  registerEndpoint(app, deps, appLoginGoogle, async () => {
    throw new AppError('PROVIDER_NOT_CONFIGURED');
  });
  registerEndpoint(app, deps, wxOpenid, async () => {
    throw new AppError('PROVIDER_NOT_CONFIGURED');
  });
}
