import type { ReactNode } from 'react';
import { DIALOG_DEFAULTS } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../icon-button/icon-button.js';
import { useLayer } from '../overlay/layer.js';
import { Backdrop, Panel } from '../overlay/overlay.styles.js';
import { useCloseOnBack } from '../overlay/use-close-on-back.js';
import { Body, Content, Header, Title } from './popup.styles.js';

/** Where a popup enters from. */
export type PopupPosition = 'bottom' | 'top' | 'center' | 'left' | 'right';

/** Props of `Popup`. */
export interface PopupProps {
  /** Whether the popup is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the popup asks to close (close button, overlay, Escape, back). */
  onOpenChange: (isOpen: boolean) => void;
  /** The popup's title, already translated; it also names the dialog for screen readers. */
  title: string;
  /** Keep the title for screen readers only. @default false */
  hideTitle?: boolean;
  /** Where the popup enters from. @default 'bottom' */
  position?: PopupPosition;
  /** Close when the overlay is tapped. @default true */
  isDismissable?: boolean;
  /** Dim the page behind. @default true */
  overlay?: boolean;
  /** Close on the browser's back instead of leaving the page. @default true */
  closeOnBack?: boolean;
  /** Show a close button in the header. @default true */
  showCloseButton?: boolean;
  /** Pad the body. @default true */
  padded?: boolean;
  /** The content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal panel from an edge of the screen or in the centre (react-aria `Modal` and `Dialog`:
 * focus is trapped and restored, Escape closes). Layers start at 2000 and stack; the open panel
 * carries `data-state="open"`.
 */
export function Popup({
  isOpen,
  onOpenChange,
  title,
  hideTitle = false,
  position = 'bottom',
  isDismissable = true,
  overlay = DIALOG_DEFAULTS.overlay,
  closeOnBack = DIALOG_DEFAULTS.closeOnPopState,
  showCloseButton = true,
  padded = true,
  children,
}: PopupProps) {
  const { t } = useTranslation('ui');
  const layer = useLayer(isOpen);
  const close = () => onOpenChange(false);
  useCloseOnBack(isOpen, close, closeOnBack);
  return (
    <Backdrop
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      data-position={position}
      data-overlay={overlay}
      style={{ zIndex: layer }}
    >
      <Panel data-position={position} data-state={isOpen ? 'open' : 'closed'}>
        <Content>
          <Header data-title-hidden={hideTitle || undefined}>
            <Title slot="title" data-hidden={hideTitle || undefined}>
              {title}
            </Title>
            {showCloseButton ? (
              <IconButton icon="close" label={t('popup.close')} size="sm" onPress={close} />
            ) : null}
          </Header>
          <Body data-padded={padded} tabIndex={0}>
            {typeof children === 'function' ? children(close) : children}
          </Body>
        </Content>
      </Panel>
    </Backdrop>
  );
}
