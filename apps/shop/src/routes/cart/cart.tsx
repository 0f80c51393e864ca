import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ACTION_TOAST_DURATION_MS, removedLines } from '@bazaar/domain';
import { Button, EmptyState, Stack, useToast } from '@bazaar/ui';
import { Page, loginPath, useConfirm, useNotify, useServices } from '../../app/index.js';
import { useCartActions, useCheckout } from '../../features/cart/index.js';
import { useCurrency } from '../../features/catalogue/app-info.js';
import { useCart, useSession } from '../../state/index.js';
import { CartSummary } from './sections/cart-summary.js';
import { CartShops } from './sections/cart-shops.js';

/**
 * `/cart`: the lines by shop with ticks and quantities, select all, the total of the ticked lines
 * and checkout; in manage mode, delete and move to favourites instead.
 */
export function CartScreen() {
  const { t } = useTranslation();
  const cart = useCart();
  const actions = useCartActions();
  const checkout = useCheckout();
  const currency = useCurrency();
  const notify = useNotify();
  const confirm = useConfirm();
  const toast = useToast();
  const { store } = useServices();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const [isSaving, setSaving] = useState(false);

  const run = async (change: () => Promise<boolean>, successKey?: string) => {
    setSaving(true);
    try {
      if ((await change()) && successKey) notify.success(successKey);
    } finally {
      setSaving(false);
    }
  };

  // Deleting asks first, with buttons that say what they do, then offers to undo it.
  const remove = async () => {
    const count = cart.allchoose;
    if (count === 0) return void run(() => actions.remove());
    const confirmed = await confirm({
      message: t('shop:cart.delete_question', { count }),
      confirmLabel: t('shop:cart.delete_count', { count }),
      cancelLabel: t('shop:cart.keep'),
      isDestructive: true,
    });
    if (!confirmed) return;
    // What the deletion takes, read when it runs: the lines to put back on undo.
    const removed = removedLines(store.getState().cart);
    setSaving(true);
    try {
      if (!(await actions.remove())) return;
    } finally {
      setSaving(false);
    }
    toast.show(
      {
        message: t('shop:cart.deleted', { count: removed.allchoose }),
        tone: 'success',
        action: {
          label: t('common:action.undo'),
          onAction: () =>
            void run(async () => {
              const restored = await actions.restore(removed);
              if (restored) notify.success('shop:cart.restored', { count: removed.allchoose });
              return restored;
            }),
        },
      },
      { timeout: ACTION_TOAST_DURATION_MS },
    );
  };

  const follow = () => {
    if (!isLoggedIn) {
      notify.error('errors:login_required');
      void navigate(loginPath('/cart'));
      return;
    }
    void run(() => actions.follow(), 'common:success.moved_to_favourites');
  };

  const isEmpty = cart.list.length === 0;
  return (
    <Page
      title={t('common:nav.cart')}
      showBack={false}
      actions={
        isEmpty ? undefined : (
          <Button
            variant="text"
            size="sm"
            aria-pressed={cart.operate}
            onPress={() => actions.setOperate(!cart.operate)}
          >
            {cart.operate ? t('common:action.done') : t('shop:cart.manage')}
          </Button>
        )
      }
    >
      {isEmpty ? (
        <EmptyState kind="empty_cart" action={<Link to="/">{t('shop:cart.go_shopping')}</Link>} />
      ) : (
        <Stack gap={4}>
          <CartShops
            cart={cart}
            currency={currency}
            actions={actions}
            onQuantity={(change) => void change()}
          />
          <CartSummary
            cart={cart}
            currency={currency}
            isDisabled={isSaving}
            onSelectAll={(checked) => actions.tickAll(checked)}
            onCheckout={() => void checkout()}
            onDelete={() => void remove()}
            onFollow={follow}
          />
        </Stack>
      )}
    </Page>
  );
}
