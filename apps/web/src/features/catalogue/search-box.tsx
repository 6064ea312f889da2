import { useEffect, useRef } from 'react';
import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './search.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  autoFocus?: boolean;
}

/**
 * The search field of the search pages' navigation bar; Enter (the keyboard's search key) searches. Its clear
 * button is ours: antd-mobile's is a div named by aria-label, which no role allows and no keyboard reaches.
 */
export function SearchBox({ value, onChange, onSearch, autoFocus = false }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const ref = useRef<SearchBarRef>(null);
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <div className="mall-search-box" role="search" aria-label={t('box.label')} data-testid="search-box">
      <SearchBar ref={ref} value={value} onChange={onChange} onSearch={onSearch} placeholder={t('box.placeholder')} maxLength={100} clearable={false} />
      {value !== '' && (
        <button
          type="button"
          className="mall-search-box-clear"
          aria-label={t('box.clear')}
          onClick={() => {
            onChange('');
            ref.current?.focus();
          }}
        >
          <CloseCircleFill aria-hidden />
        </button>
      )}
    </div>
  );
}
