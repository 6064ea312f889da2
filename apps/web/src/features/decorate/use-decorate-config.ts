import { useQuery } from '@tanstack/react-query';
import { decorateConfigQuery } from './decorate-config-query.ts';

export function useDecorateConfig() {
  return useQuery(decorateConfigQuery);
}
