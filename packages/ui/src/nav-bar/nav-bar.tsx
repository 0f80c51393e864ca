import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button/icon-button.js';
import { Root, Title } from './nav-bar.styles.js';

/** Props of `NavBar`. */
export interface NavBarProps {
  /** The page title, already translated (the page's `h1`). */
  title: string;
  /** Called by the back button; without it there is no back button. */
  onBack?: () => void;
  /** Actions at the end (icon buttons). */
  end?: ReactNode;
  /** `transparent` over a banner, `brand` on the brand colour. @default 'default' */
  variant?: 'default' | 'transparent' | 'brand';
}

/** The mobile page header: back, title, actions. Desktop pages use `Header` instead. */
export function NavBar({ title, onBack, end, variant = 'default' }: NavBarProps) {
  const { t } = useTranslation('ui');
  return (
    <Root data-variant={variant}>
      <div data-part="start">
        {onBack ? <IconButton icon="back" label={t('nav.back')} onPress={onBack} /> : null}
      </div>
      <Title>{title}</Title>
      <div data-part="end">{end}</div>
    </Root>
  );
}
