import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADDRESS_LIMIT, validateAddressCount } from '@bazaar/domain';
import { AddressCard, Button } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import {
  useAddresses,
  useDeleteAddress,
  useSetDefaultAddress,
} from '../../features/address/index.js';
import { Column, Panel } from '../../features/user/sections/index.js';
import { PagedList } from '../../features/paged-list/index.js';

/**
 * `/user/address/list`: the shipping addresses, the default first, each to edit, to make the
 * default or to delete (after the delete confirmation), "no data" without any, and the button to
 * add one while fewer than `ADDRESS_LIMIT` are kept.
 */
export function AddressListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useAddresses();
  const { remove } = useDeleteAddress();
  const { setDefault, isSetting } = useSetDefaultAddress();
  const room = validateAddressCount(list.total);

  return (
    <Page title={t('user:tools.addresses')}>
      <Column>
        <PagedList
          list={list}
          aria-label={t('user:tools.addresses')}
          skeletonHeight="72px"
          renderItem={(item) => (
            <AddressCard
              address={{
                id: item.id,
                name: item.name,
                mobile: item.mobile,
                areaCode: item.area_code,
                address: item.address,
                isDefault: item.is_default,
              }}
              onEdit={() => void navigate(`/user/address/edit/${item.id}`)}
              onDelete={() => void remove(item.id)}
              end={
                item.is_default ? null : (
                  <Button
                    variant="text"
                    size="sm"
                    isDisabled={isSetting}
                    onPress={() => void setDefault(item)}
                  >
                    {t('user:address.set_default')}
                  </Button>
                )
              }
            />
          )}
        />
        <Panel aria-label={t('user:address.add')}>
          <Button
            icon="plus"
            fullWidth
            isDisabled={!room.ok || list.isLoading}
            onPress={() => void navigate('/user/address/edit')}
          >
            {t('user:address.add')}
          </Button>
          <p data-part="note">
            {room.ok
              ? t('user:address.limit', { saved: list.total, max: ADDRESS_LIMIT })
              : t(room.messageKey, room.details)}
          </p>
        </Panel>
      </Column>
    </Page>
  );
}
