import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZEmail } from './account-fields.ts';

export const path = 'auth/checkaccount/email';

export const ZCheckAccountEmailRequest = z.strictObject({ email: ZEmail });
export const ZCheckAccountEmailResponse = z.object({ exists: z.boolean() });
export type TCheckAccountEmailResponse = z.infer<typeof ZCheckAccountEmailResponse>;

export const checkAccountEmail = defineEndpoint({
  path,
  access: 'public',
  summary: 'Whether an email already has an account (to choose between login and register)',
  request: ZCheckAccountEmailRequest,
  response: ZCheckAccountEmailResponse,
});
