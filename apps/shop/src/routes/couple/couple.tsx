import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { couple, type CoupleInvitation } from '@bazaar/api/contract';
import { useEndpoint, usePagedEndpoint } from '@bazaar/api/swr';
import { isMerchant, type ValidationResult } from '@bazaar/domain';
import { Avatar, Button, Skeleton, SkeletonGroup, TextField, StateView } from '@bazaar/ui';
import { Page, focusField, parseId } from '../../app/index.js';
import { PagedList } from '../../features/paged-list/index.js';
import {
  CoupleNeedsShop,
  InvitationCard,
  useCoupleActions,
  useInviteShop,
} from '../../features/couple/index.js';
import { ShopHead } from '../../features/merchant/merchant-sections.styles.js';
import { Column, LinkList, Panel, Row } from '../../features/user/sections/index.js';
import { useSession } from '../../state/index.js';

/** The partner panel: the bound shop with the dissolve action, or none yet. */
function PartnerPanel({
  binding,
  actions,
}: {
  binding: CoupleInvitation | null;
  actions: ReturnType<typeof useCoupleActions>;
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="couple-partner">
      <h2 id="couple-partner">{t('merchant:couple.partner.title')}</h2>
      {binding ? (
        <>
          <ShopHead>
            <Avatar
              src={binding.shop.avatar}
              name={binding.shop.shopname}
              shape="square"
              isDecorative
            />
            <div>
              <Link to={`/shop/${binding.shop.id}`}>{binding.shop.shopname}</Link>
              <p>{t('merchant:couple.partner.text')}</p>
            </div>
          </ShopHead>
          <Row>
            <Button
              variant="danger"
              isLoading={actions.pending === binding.id}
              onPress={() => void actions.run(binding, 'dissolve')}
            >
              {t('merchant:couple.action.dissolve')}
            </Button>
          </Row>
        </>
      ) : (
        <p data-part="note">{t('merchant:couple.partner.none')}</p>
      )}
    </Panel>
  );
}

/** The invitation form: a shop's id, checked by the domain against what is known, then sent. */
function InvitePanel({ shopId, known }: { shopId: number; known: readonly CoupleInvitation[] }) {
  const { t } = useTranslation();
  const { invite, isInviting } = useInviteShop(shopId);
  const form = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<ValidationResult | undefined>();
  const [idError, setIdError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const target = parseId(value.trim());
    if (target === null) {
      setIdError(t('merchant:couple.invite.id_invalid'));
      focusField(form.current, 'shop_id');
      return;
    }
    const outcome = await invite(target, known);
    if (outcome.refusal) {
      setRefusal(outcome.refusal);
      focusField(form.current, 'shop_id');
    } else if (outcome.sent) {
      setValue('');
    }
  };

  return (
    <Panel aria-labelledby="couple-invite">
      <h2 id="couple-invite">{t('merchant:couple.invite.title')}</h2>
      <p data-part="note">{t('merchant:couple.invite.text')}</p>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <Row>
          <TextField
            name="shop_id"
            label={t('merchant:couple.invite.shop_id')}
            inputMode="numeric"
            value={value}
            onChange={(next) => {
              setValue(next);
              setRefusal(undefined);
              setIdError(undefined);
            }}
            errorMessage={idError}
            validation={refusal}
          />
          <Button type="submit" isLoading={isInviting}>
            {t('merchant:couple.invite.send')}
          </Button>
        </Row>
      </form>
    </Panel>
  );
}

/**
 * The couple shops of a merchant: the bound partner (dissolve), an invitation to another shop by
 * its id, and the pending invitations sent and received (cancel, or accept and reject), each
 * move after its confirmation; the records list the rest.
 */
function CoupleHome({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const actions = useCoupleActions();
  const bound = useEndpoint(couple.lists, { state: 'agreed', page: 1, limit: 1 });
  const pending = usePagedEndpoint(couple.lists, { state: 'inviting' });
  const binding = bound.data?.data[0] ?? null;

  return (
    <Column>
      {bound.data ? (
        <>
          <PartnerPanel binding={binding} actions={actions} />
          {binding ? null : <InvitePanel shopId={shopId} known={pending.items} />}
        </>
      ) : bound.error ? (
        <StateView state="failed" onRetry={() => void bound.mutate()} />
      ) : (
        <SkeletonGroup label={t('common:status.loading')}>
          <Skeleton height="120px" />
        </SkeletonGroup>
      )}
      <Panel aria-labelledby="couple-pending">
        <h2 id="couple-pending">{t('merchant:couple.pending.title')}</h2>
        <PagedList
          list={pending}
          aria-label={t('merchant:couple.pending.title')}
          renderItem={(item) => (
            <InvitationCard
              invitation={item}
              isBusy={actions.pending === item.id}
              onMove={(invitation, move) => void actions.run(invitation, move)}
            />
          )}
        />
      </Panel>
      <Panel aria-label={t('merchant:couple.records.title')}>
        <LinkList
          items={[
            {
              id: 'records',
              label: t('merchant:couple.records.title'),
              href: '/user/couple/records',
            },
          ]}
        />
      </Panel>
    </Column>
  );
}

/** `/user/couple`: couple shops (spec section 1); for merchants only, others are sent to apply. */
export function CoupleScreen() {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  return (
    <Page title={t('merchant:couple.title')}>
      {isMerchant(userinfo) && userinfo ? (
        <CoupleHome shopId={userinfo.shop_auth} />
      ) : (
        <CoupleNeedsShop />
      )}
    </Page>
  );
}
