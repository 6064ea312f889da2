import type { z } from 'zod';
import type { Endpoint } from '@mall/contract/platform/api';

/**
 * A contract endpoint as the web calls it: the path, typed by the endpoint's schemas. The web imports the contract's
 * `path` and the endpoint's type only, never its schemas as values, so zod stays out of the shop's JavaScript
 * (a plugin in vite.config.ts lets the bundler drop them). The brand keeps a whole endpoint
 * object, which would bring zod back, from being passed by mistake.
 *
 *   import { path, type queryDecorateConfig } from '@mall/contract/decorate/query-decorate-config';
 *   const decorateConfigApi = endpointRef<typeof queryDecorateConfig>(path);
 */
export interface EndpointRef<Req extends z.ZodType, Res extends z.ZodType> {
  readonly kind: 'endpoint-ref';
  readonly path: string;
  /** Never set; carries the schema types for callApi. */
  readonly types?: { request: Req; response: Res };
}

export function endpointRef<E extends Endpoint>(path: string): EndpointRef<E['request'], E['response']> {
  return { kind: 'endpoint-ref', path };
}
