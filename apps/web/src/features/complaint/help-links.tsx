import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { helpArticlePath } from './complaint-paths.ts';
import { useHelpArticles } from './use-complaints.ts';
import './complaint.css';

/**
 * The help articles as links (titles only), under a heading. Beside a task it shows nothing while they load or when
 * they fail (it is help, not the task); as a page of its own (`standalone`) it shows those states.
 */
export function HelpLinks({ title, standalone = false }: { title: string; standalone?: boolean }) {
  const articles = useHelpArticles();
  if (articles.isPending) return standalone ? <ListSkeleton rows={4} lines={1} /> : null;
  if (articles.isError) return standalone ? <LoadFailed description={articles.error.message} onRetry={() => void articles.refetch()} /> : null;
  if (articles.data.length === 0) return null;
  return (
    <nav className="mall-card mall-complaint-section mall-complaint-help" aria-label={title} data-testid="complaint-help">
      <h2 className="mall-complaint-section-title">{title}</h2>
      <ul>
        {articles.data.map((a) => (
          <li key={a.code}>
            <Link to={helpArticlePath(a.code)} className="mall-complaint-help-link">
              <span>{a.title}</span>
              <RightOutline aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
