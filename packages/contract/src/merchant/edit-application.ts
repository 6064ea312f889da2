import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { checkApplicationForm, MERCHANT_KINDS, ZApplication, ZApplicationFormShape } from './application-fields.ts';

export const path = 'merchant/apply/edit';

/** The whole form again, with its kind (a person may come back as a registered business). */
export const ZEditApplicationRequest = ZApplicationFormShape.extend({ kind: z.enum(MERCHANT_KINDS) }).superRefine((form, ctx) =>
  checkApplicationForm(form.kind, form, ctx),
);
export type TEditApplicationRequest = z.input<typeof ZEditApplicationRequest>;
export const ZEditApplicationResponse = ZApplication;
export type TEditApplicationResponse = z.infer<typeof ZEditApplicationResponse>;

export const editApplication = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Changes the caller's application while it waits for review or after a refusal; a refused one goes back to review (4502 once approved, 1004 without one)",
  request: ZEditApplicationRequest,
  response: ZEditApplicationResponse,
});
