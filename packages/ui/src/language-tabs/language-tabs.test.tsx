import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageTabs } from './language-tabs.js';

describe('LanguageTabs', () => {
  it('names each language in itself with its state, and reports the chosen one', async () => {
    const onSelectionChange = vi.fn();
    render(
      <LanguageTabs
        aria-label="Languages"
        languages={[
          { code: 'en', isFilled: true, isRequired: true },
          { code: 'ja', isFilled: false },
          { code: 'th', isFilled: true },
        ]}
        onSelectionChange={onSelectionChange}
      >
        <p>fields</p>
      </LanguageTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Languages' })).toBeInTheDocument();
    const english = screen.getByRole('tab', { name: /English/ });
    expect(english).toHaveAccessibleName(expect.stringMatching(/required.*filled$/));
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(english).toHaveAttribute('data-state', 'filled');
    const japanese = screen.getByRole('tab', { name: /日本語/ });
    expect(japanese).toHaveAccessibleName(expect.stringMatching(/empty$/));
    expect(japanese).toHaveAttribute('data-state', 'empty');
    expect(japanese.querySelector('[lang="ja"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /ไทย/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('th');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('fields');
  });
});
