import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZEmail, ZSignScene } from './account-fields.ts';
import { ZSignCodeSent } from './fetch-sign-code.ts';

export const path = 'signinfo/fetch/signcode/email';

export const ZFetchSignCodeEmailRequest = z.strictObject({ email: ZEmail, scene: ZSignScene });
export type TFetchSignCodeEmailRequest = z.input<typeof ZFetchSignCodeEmailRequest>;

export const fetchSignCodeEmail = defineEndpoint({
  path,
  access: 'public',
  summary: 'Sends a 6-digit login or register code by email (valid 5 minutes, one per 60 s)',
  request: ZFetchSignCodeEmailRequest,
  response: ZSignCodeSent,
});
