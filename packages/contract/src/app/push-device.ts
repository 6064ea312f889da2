import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { APP_PLATFORMS } from './query-newest-version.ts';

export const path = 'app/push/device';

export const ZPushDeviceRequest = z.strictObject({
  pushToken: z.string().min(1).max(512).describe('the push service token of this device'),
  platform: z.enum(APP_PLATFORMS),
});
export const ZPushDeviceResponse = z.object({
  deviceId: z.string(),
  registered: z.boolean(),
});
export type TPushDeviceRequest = z.infer<typeof ZPushDeviceRequest>;
export type TPushDeviceResponse = z.infer<typeof ZPushDeviceResponse>;

export const pushDevice = defineEndpoint({
  path,
  access: 'optional',
  summary: 'Registers the device (T-deviceId) for push messages, tied to the user when logged in',
  request: ZPushDeviceRequest,
  response: ZPushDeviceResponse,
});
