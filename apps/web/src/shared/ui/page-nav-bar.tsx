import type { ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import './page-nav-bar.css';

export interface PageNavBarProps {
  title: ReactNode;
  /** Tab pages have no back arrow; every other page has one. */
  back?: boolean;
  right?: ReactNode;
  /** Replaces the default back (one step back in history, or home when there is none). */
  onBack?: () => void;
}

/**
 * The custom navigation bar of spec 2: the theme's bar colour, the page title, a back arrow off the tab pages.
 * Drawn here rather than by antd-mobile's NavBar, whose left side is a `role="button"` div with no name even
 * without a back arrow, and whose back cannot be reached by the keyboard; the class names are antd-mobile's.
 */
export function PageNavBar({ title, back = true, right, onBack }: PageNavBarProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // A page opened from a link or a refresh has no history inside the app to go back to; home is the way out.
    // The router numbers its history entries: 0 is the one the app was opened on (replacing it keeps the 0).
    const index = (window.history.state as { idx?: number } | null)?.idx;
    if (location.key === 'default' || !index) void navigate('/', { replace: true });
    else void navigate(-1);
  };
  return (
    <header className="mall-nav-bar">
      <div className="adm-nav-bar">
        <div className="adm-nav-bar-left">
          {back && (
            <button type="button" className="adm-nav-bar-back" aria-label={t('actions.back')} onClick={onBack ?? goBack}>
              <LeftOutline className="adm-nav-bar-back-arrow" aria-hidden />
            </button>
          )}
        </div>
        <div className="adm-nav-bar-title">
          <h1 className="mall-nav-bar-title">{title}</h1>
        </div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
    </header>
  );
}
