import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { wallet, type PayAccount } from '@bazaar/api/contract';
import { useEndpoint, useEndpointMutation } from '@bazaar/api/swr';
import { payoutTypeKey } from '@bazaar/domain';
import { Button, EmptyState, Skeleton, SkeletonGroup, vars, StateView } from '@bazaar/ui';
import { Page, useConfirm, useNotify } from '../../app/index.js';
import { Panel, Panels, Rows } from '../../features/order/panel.styles.js';
import { AccountRows } from '../../features/wallet/index.js';
import { bareList } from '../../app/layout/bare-list.js';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.layout.sectionGap};
  ${bareList}
`;

const EDIT_PATH = '/user/withdraw/account/edit';

/**
 * `/user/withdraw/account/list`: the user's withdraw accounts (newest first), each with the fields
 * of its kind, to delete after a confirmation; and the way to add one.
 */
export function UserWithdrawAccountsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = useEndpoint(wallet.getPayAccount, undefined);
  const list = accounts.data?.list;
  const add = () => void navigate(EDIT_PATH);

  let body;
  if (!list) {
    body = accounts.error ? (
      <StateView state="failed" onRetry={() => void accounts.mutate()} />
    ) : (
      <SkeletonGroup label={t('common:status.loading')}>
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </SkeletonGroup>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        message={t('wallet:account.empty')}
        action={
          <Button icon="plus" onPress={add}>
            {t('wallet:account.add')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <List aria-label={t('wallet:account.list_title')}>
          {list.map((account) => (
            <li key={account.id}>
              <AccountCard account={account} />
            </li>
          ))}
        </List>
        <Button icon="plus" fullWidth onPress={add}>
          {t('wallet:account.add')}
        </Button>
      </>
    );
  }

  return (
    <Page title={t('wallet:account.list_title')}>
      <Panels>{body}</Panels>
    </Page>
  );
}

function AccountCard({ account }: { account: PayAccount }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const notify = useNotify();
  const remove = useEndpointMutation(wallet.delPayAccount, { revalidate: [wallet.getPayAccount] });
  const headingId = `pay-account-${account.id}`;
  const name = t(payoutTypeKey(account.type));

  const onDelete = async () => {
    const confirmed = await confirm({
      message: t('wallet:account.delete_confirm'),
      confirmLabel: t('common:action.delete'),
      cancelLabel: t('common:confirm.keep'),
      isDestructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.trigger({ id: account.id });
      notify.success('common:success.deletion');
    } catch {
      // The client has shown the server's message.
    }
  };

  return (
    <Panel aria-labelledby={headingId}>
      <div data-part="heading">
        <h2 id={headingId}>{name}</h2>
        <Button
          variant="outline"
          size="sm"
          icon="trash"
          isLoading={remove.isMutating}
          aria-label={t('wallet:account.delete', { name, account: account.account })}
          onPress={() => void onDelete()}
        >
          {t('common:action.delete')}
        </Button>
      </div>
      <Rows>
        <AccountRows account={account} />
      </Rows>
    </Panel>
  );
}
