import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZComplaintIdRequest } from './complaint-fields.ts';
import { ZPlatformComplaint } from './query-platform-complaint.ts';

export const path = 'platform/complaint/close';

export const ZCloseComplaintRequest = ZComplaintIdRequest;
export type TCloseComplaintRequest = z.input<typeof ZCloseComplaintRequest>;

export const closeComplaint = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: 'Closes an answered complaint (closing a closed one answers it as it is); an open one must be answered first (4774)',
  request: ZCloseComplaintRequest,
  response: ZPlatformComplaint,
});
