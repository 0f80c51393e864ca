import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { validateSpecGroups } from '@bazaar/domain';
import { renderUI } from '../../test/render.js';
import { SpecEditor, type SpecGroupValue } from './spec-editor.js';

function Editor({ onChange }: { onChange: (groups: SpecGroupValue[]) => void }) {
  const [groups, setGroups] = useState<SpecGroupValue[]>([]);
  return (
    <SpecEditor
      label="Specifications"
      groups={groups}
      onChange={(next) => {
        setGroups(next);
        onChange(next);
      }}
      maxGroups={2}
    />
  );
}

describe('SpecEditor', () => {
  it('adds a group, names it, adds and removes values, up to the most groups', async () => {
    const onChange = vi.fn();
    await renderUI(<Editor onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of specification 1' }), 'Colour');
    await user.type(screen.getByRole('textbox', { name: 'Value 1 of specification 1' }), 'White');
    await user.click(screen.getByRole('button', { name: 'Add a value to specification 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Value 2 of specification 1' }), 'Blue');
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'Colour', items: ['White', 'Blue'] }]);
    await user.click(screen.getByRole('button', { name: 'Remove value 1 of specification 1' }));
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'Colour', items: ['Blue'] }]);
    await user.click(screen.getByRole('button', { name: 'Add specification' }));
    expect(screen.queryByRole('button', { name: 'Add specification' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove specification 2' }));
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'Colour', items: ['Blue'] }]);
  });

  it('shows a domain refusal and marks the group it names', async () => {
    const groups = [
      { name: 'Colour', items: ['Red'] },
      { name: 'Size', items: ['M', 'M'] },
    ];
    await renderUI(
      <SpecEditor
        label="Specifications"
        groups={groups}
        onChange={() => {}}
        validation={validateSpecGroups(groups)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Specification names, and the values of one specification, must all be different',
    );
    expect(screen.getByRole('group', { name: 'Specification 2' })).toHaveAttribute(
      'data-invalid',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Specification 1' })).not.toHaveAttribute(
      'data-invalid',
    );
  });
});
