import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@bazaar/api';
import { DomainError, validateUsername } from '@bazaar/domain';
import { renderWithProviders } from '../../test/render-app.js';
import { useConfirm, type ConfirmRequest } from './confirm.js';
import { useNotify, type Notify } from './use-notify.js';

function ConfirmButton({
  request,
  onAnswer,
}: {
  request: ConfirmRequest;
  onAnswer(answer: boolean): void;
}) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => void confirm(request).then(onAnswer)}>
      Cancel order
    </button>
  );
}

describe('useConfirm', () => {
  it.each([
    ['Confirm', true],
    ['Cancel', false],
  ])('asks, resolves %s as %s and gives focus back to the control', async (label, expected) => {
    const answers: boolean[] = [];
    const { user } = await renderWithProviders(
      <ConfirmButton
        request={{ message: 'Cancel this order?' }}
        onAnswer={(answer) => answers.push(answer)}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Cancel order' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Cancel this order?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: label }));
    await waitFor(() => expect(answers).toEqual([expected]));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('treats Escape as no, and a newer question replaces an unanswered one', async () => {
    const answers: string[] = [];
    let confirm!: ReturnType<typeof useConfirm>;
    function Capture() {
      confirm = useConfirm();
      return null;
    }
    const { user } = await renderWithProviders(<Capture />);
    act(() => void confirm({ message: 'First?' }).then((a) => answers.push(`first ${a}`)));
    await screen.findByRole('alertdialog');
    act(
      () =>
        void confirm({ message: 'Second?', title: 'Sure?', confirmLabel: 'Yes' }).then((a) =>
          answers.push(`second ${a}`),
        ),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Sure?' });
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual(['first false', 'second false']));
  });
});

describe('useNotify', () => {
  async function setUp() {
    let notify!: Notify;
    function Capture() {
      notify = useNotify();
      return null;
    }
    const rendered = await renderWithProviders(<Capture />);
    const shown = () => rendered.services.toasts.visibleToasts.map((toast) => toast.content);
    return { notify: () => notify, shown };
  }

  it('shows successes and domain refusals in the user language', async () => {
    const { notify, shown } = await setUp();
    act(() => notify().success('common:success.deletion'));
    expect(shown()).toEqual([{ message: 'Deleted', tone: 'success' }]);
    act(() => notify().refusal(new DomainError('cart_decrease_at_one')));
    expect(shown()).toEqual([{ message: expect.any(String), tone: 'critical' }]);
    expect(shown()[0]?.message).not.toBe('');
    act(() => notify().refusal(validateUsername('')));
    expect(shown()).toEqual([{ message: 'Username cannot be empty', tone: 'critical' }]);
  });

  it('leaves API errors to the client, which has shown them', async () => {
    const { notify, shown } = await setUp();
    act(() =>
      notify().refusal(
        new ApiError({
          kind: 'refused',
          msg: 'No',
          code: 0,
          status: 200,
          data: null,
          request: 'x',
        }),
      ),
    );
    expect(shown()).toEqual([]);
  });
});
