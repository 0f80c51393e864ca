import { useId } from 'react';
import type { ValidationResult } from '@bazaar/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button.js';
import { useFieldError } from '../field/field-message.js';
import { IconButton } from '../icon-button/icon-button.js';
import { TextField } from '../text-field/text-field.js';
import { Group, Root } from './spec-editor.styles.js';

/** A specification group: its name and its values (`{ name: 'Colour', items: ['Red'] }`). */
export interface SpecGroupValue {
  name: string;
  items: string[];
}

/** Props of `SpecEditor`. */
export interface SpecEditorProps {
  /** The label of the whole editor, already translated. */
  label: string;
  /** The groups, in order (controlled). */
  groups: readonly SpecGroupValue[];
  /** Called with the groups after every change. */
  onChange: (groups: SpecGroupValue[]) => void;
  /** The most groups. @default 3 */
  maxGroups?: number;
  /** The most values per group. @default 20 */
  maxValues?: number;
  /**
   * A domain refusal of the groups; its `details.group` (1-based) marks that group invalid.
   */
  validation?: ValidationResult;
}

/**
 * The specification groups of a goods and their values (Colour: Red, Blue; Size: M, L): a name
 * field per group, a field per value, buttons to add and remove values and groups. Shows a domain
 * refusal (`validation`) under the editor and marks the group it names (`data-invalid`).
 */
export function SpecEditor({
  label,
  groups,
  onChange,
  maxGroups = 3,
  maxValues = 20,
  validation,
}: SpecEditorProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const error = useFieldError({ validation });
  const invalidGroup = validation && !validation.ok ? Number(validation.details?.group ?? 0) : 0;

  const set = (index: number, group: SpecGroupValue) =>
    onChange(groups.map((current, at) => (at === index ? group : { ...current })));

  return (
    <Root role="group" aria-labelledby={labelId}>
      <span id={labelId} data-part="label">
        {label}
      </span>
      {groups.map((group, index) => {
        const number = index + 1;
        return (
          <Group
            key={index}
            role="group"
            aria-label={t('spec_editor.group', { index: number })}
            data-invalid={invalidGroup === number ? 'true' : undefined}
          >
            <div data-part="head">
              <TextField
                label={t('spec_editor.name', { index: number })}
                value={group.name}
                onChange={(name) => set(index, { ...group, name })}
                maxLength={30}
              />
              <IconButton
                icon="trash"
                size="sm"
                label={t('spec_editor.remove_group', { index: number })}
                onPress={() => onChange(groups.filter((_, at) => at !== index))}
              />
            </div>
            <ul>
              {group.items.map((item, valueIndex) => (
                <li key={valueIndex}>
                  <TextField
                    label={t('spec_editor.value', { group: number, index: valueIndex + 1 })}
                    value={item}
                    onChange={(value) =>
                      set(index, {
                        ...group,
                        items: group.items.map((old, at) => (at === valueIndex ? value : old)),
                      })
                    }
                    maxLength={30}
                  />
                  <IconButton
                    icon="close"
                    size="sm"
                    label={t('spec_editor.remove_value', {
                      group: number,
                      index: valueIndex + 1,
                    })}
                    onPress={() =>
                      set(index, {
                        ...group,
                        items: group.items.filter((_, at) => at !== valueIndex),
                      })
                    }
                  />
                </li>
              ))}
            </ul>
            {group.items.length < maxValues ? (
              <Button
                variant="outline"
                size="sm"
                icon="plus"
                onPress={() => set(index, { ...group, items: [...group.items, ''] })}
              >
                {t('spec_editor.add_value', { index: number })}
              </Button>
            ) : null}
          </Group>
        );
      })}
      {groups.length < maxGroups ? (
        <Button
          variant="outline"
          icon="plus"
          onPress={() => onChange([...groups, { name: '', items: [''] }])}
        >
          {t('spec_editor.add_group')}
        </Button>
      ) : null}
      <span data-part="hint">{t('spec_editor.hint')}</span>
      {error ? (
        <span data-part="error" role="alert">
          {error}
        </span>
      ) : null}
    </Root>
  );
}
