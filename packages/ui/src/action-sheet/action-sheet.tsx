import { useTranslation } from 'react-i18next';
import { Popup } from '../popup/popup.js';
import { Action, Description, List } from './action-sheet.styles.js';

/** One choice of an action sheet. */
export interface ActionSheetAction {
  /** Identifies the action in `onAction`. */
  id: string;
  /** The label, already translated. */
  label: string;
  /** Shown in the critical colour (delete, sign out). @default false */
  isDestructive?: boolean;
  /** Shown but not choosable. @default false */
  isDisabled?: boolean;
}

/** Props of `ActionSheet`. */
export interface ActionSheetProps {
  /** Whether the sheet is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the sheet closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** Names the sheet for screen readers (not shown). */
  title: string;
  /** A line of explanation above the actions. */
  description?: string;
  /** The choices, top to bottom. */
  actions: readonly ActionSheetAction[];
  /** Called with the chosen action's id; the sheet then closes. */
  onAction: (id: string) => void;
}

/** A bottom sheet of choices with a cancel row, on a `Popup` (layer from 2000, closes on back). */
export function ActionSheet({
  isOpen,
  onOpenChange,
  title,
  description,
  actions,
  onAction,
}: ActionSheetProps) {
  const { t } = useTranslation('ui');
  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      hideTitle
      showCloseButton={false}
      padded={false}
    >
      {(close) => (
        <List>
          {description ? <Description>{description}</Description> : null}
          {actions.map((action) => (
            <Action
              key={action.id}
              isDisabled={action.isDisabled}
              data-destructive={action.isDestructive || undefined}
              onPress={() => {
                onAction(action.id);
                close();
              }}
            >
              {action.label}
            </Action>
          ))}
          <Action data-part="cancel" onPress={close}>
            {t('dialog.cancel')}
          </Action>
        </List>
      )}
    </Popup>
  );
}
