import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session/use-session.ts';
import { decorateConfigQuery } from './decorate-config-query.ts';

export function useDecorateConfig() {
  const { lang } = useSession();
  return useQuery(decorateConfigQuery(lang));
}
