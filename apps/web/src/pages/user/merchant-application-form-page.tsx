import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCategoryTree } from '../../features/category/use-categories.ts';
import type { ApplicationDraft } from '../../features/merchant/application-draft.ts';
import { ApplicationForm } from '../../features/merchant/application-form.tsx';
import { useSendApplication } from '../../features/merchant/use-merchant-application.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';

export const RESULT_PATH = '/pages/user/applymerchantresult';

/**
 * The application form with the catalogue's main categories to choose from; sends it as a new application or the
 * edited one, then shows where it stands. A refusal (e.g. a contact phone taken) stays on the form.
 */
export function MerchantApplicationFormBody({ initial, mode }: { initial: ApplicationDraft; mode: 'apply' | 'edit' }) {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const categories = useCategoryTree();
  const send = useSendApplication(mode);
  const [serverError, setServerError] = useState<string>();

  if (categories.isPending) return <ListSkeleton rows={4} />;
  if (categories.isError) return <LoadFailed description={categories.error.message} onRetry={() => void categories.refetch()} />;
  return (
    <ApplicationForm
      initial={initial}
      categories={categories.data.map((c) => ({ id: c.id, name: c.name }))}
      submitting={send.isPending}
      serverError={serverError}
      onSubmit={(draft) => {
        setServerError(undefined);
        send.mutate(draft, {
          onSuccess: () => void navigate(RESULT_PATH, { replace: true }),
          onError: (error) => setServerError(error.message || t('errors.sendFailed')),
        });
      }}
    />
  );
}
