import type { ReactNode } from 'react';
import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TabIcon } from './tab-icons.tsx';
import { TAB_PATHS, type TabKey } from './tab-paths.ts';
import './tab-bar.css';

export interface MallTabBarProps {
  active: TabKey;
  /** Badges per tab (the unread count on messages, later). */
  badges?: Partial<Record<TabKey, ReactNode>>;
}

/** The bottom tab bar of spec 2: five tabs, the selection follows the route. */
export function MallTabBar({ active, badges }: MallTabBarProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <nav className="mall-tab-bar">
      <TabBar
        activeKey={active}
        safeArea
        onChange={(key) => {
          const tab = TAB_PATHS.find((item) => item.key === key);
          if (tab && key !== active) void navigate(tab.pagePath);
        }}
      >
        {TAB_PATHS.map(({ key }) => (
          <TabBar.Item
            key={key}
            data-tab={key}
            aria-current={key === active ? 'page' : undefined}
            icon={(isActive: boolean) => <TabIcon tab={key} active={isActive} />}
            title={t(`tabs.${key}`)}
            badge={badges?.[key]}
          />
        ))}
      </TabBar>
    </nav>
  );
}
