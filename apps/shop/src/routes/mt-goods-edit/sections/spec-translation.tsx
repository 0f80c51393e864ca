import { useTranslation } from 'react-i18next';
import { remCss as rem } from '@bazaar/domain';
import { styled } from 'styled-components';
import { TextField, vars, type SpecGroupValue } from '@bazaar/ui';

const Root = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  &[data-invalid] {
    border-color: ${vars.color.borderCritical};
  }
  & > legend {
    padding: 0 ${vars.space[1]};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.medium};
  }
  & > [data-part='hint'] {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & > [data-part='error'] {
    margin: 0;
    color: ${vars.color.textCritical};
    font-size: ${vars.fontSize.sm};
  }
  & [data-part='group'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${rem(140)}, 1fr));
    gap: ${vars.space[2]};
  }
  & [data-part='group'] > :first-child {
    grid-column: 1 / -1;
  }
`;

/** Props of {@link SpecTranslation}. */
export interface SpecTranslationProps {
  /** The English specification, as typed in the specification editor. */
  base: readonly SpecGroupValue[];
  /** The specification in the shown language, parallel to `base` (empty texts not written). */
  value: readonly SpecGroupValue[];
  /** Called with the whole translated specification. */
  onChange: (value: SpecGroupValue[]) => void;
  /** The refusal to show (already translated), when this language's specification is partial. */
  error?: string;
}

/**
 * The goods' specification names and values in one language other than English: a field per
 * English name and value, labelled with it. Either all are written or none (then buyers in the
 * language see the English ones).
 */
export function SpecTranslation({ base, value, onChange, error }: SpecTranslationProps) {
  const { t } = useTranslation();
  const at = (group: number) => value[group] ?? { name: '', items: [] };
  const set = (group: number, next: SpecGroupValue) =>
    onChange(
      base.map((english, index) =>
        index === group
          ? next
          : {
              name: at(index).name,
              items: english.items.map((_, item) => at(index).items[item] ?? ''),
            },
      ),
    );
  return (
    <Root data-invalid={error ? 'true' : undefined}>
      <legend>{t('merchant:goods_form.spec_translation')}</legend>
      <p data-part="hint">{t('merchant:goods_form.spec_translation_hint')}</p>
      {base.map((english, group) => {
        const translated = at(group);
        const items = english.items.map((_, item) => translated.items[item] ?? '');
        return (
          <div data-part="group" key={group}>
            <TextField
              label={english.name.trim() || t('ui:spec_editor.name', { index: group + 1 })}
              name={`spec-name-${group}`}
              value={translated.name}
              onChange={(name) => set(group, { name, items })}
              maxLength={30}
            />
            {english.items.map((item, index) => (
              <TextField
                key={index}
                label={
                  item.trim() || t('ui:spec_editor.value', { group: group + 1, index: index + 1 })
                }
                name={`spec-value-${group}-${index}`}
                value={items[index] ?? ''}
                onChange={(text) =>
                  set(group, {
                    name: translated.name,
                    items: items.map((old, place) => (place === index ? text : old)),
                  })
                }
                maxLength={30}
              />
            ))}
          </div>
        );
      })}
      {error ? (
        <p data-part="error" role="alert">
          {error}
        </p>
      ) : null}
    </Root>
  );
}
