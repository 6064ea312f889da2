import { z } from 'zod';

/** A latitude in degrees: a finite number from −90 to 90 (JSON has no NaN or Infinity; zod refuses them too). */
export const ZLatitude = z
  .number({ error: 'lat must be a number of degrees' })
  .min(-90, 'lat must be between -90 and 90')
  .max(90, 'lat must be between -90 and 90');

/** A longitude in degrees: a finite number from −180 to 180. */
export const ZLongitude = z
  .number({ error: 'lng must be a number of degrees' })
  .min(-180, 'lng must be between -180 and 180')
  .max(180, 'lng must be between -180 and 180');
