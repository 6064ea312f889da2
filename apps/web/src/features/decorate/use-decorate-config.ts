import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session/use-session.ts';
import { decorateQueries } from './decorate-queries.ts';

export function useDecorateConfig() {
  const { lang } = useSession();
  return useQuery(decorateQueries.config(lang));
}
