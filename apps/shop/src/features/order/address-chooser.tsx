import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { address, type Address } from '@bazaar/api/contract';
import { usePagedEndpoint } from '@bazaar/api/swr';
import {
  AddressCard,
  Button,
  InfiniteList,
  Popup,
  Skeleton,
  SkeletonGroup,
  useLayout,
  vars,
} from '@bazaar/ui';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${vars.space[4]};

  & a {
    color: ${vars.color.textLink};
  }
`;

/** Where the "add an address" link of the order screens goes (the user area's address form). */
export const ADDRESS_EDIT_PATH = '/user/address/edit';

/** An address as an `AddressCard` shows it. */
export function addressSummary(
  item: Pick<Address, 'id' | 'name' | 'mobile' | 'area_code' | 'address'> & {
    is_default?: boolean;
  },
) {
  return {
    id: item.id,
    name: item.name,
    mobile: item.mobile,
    areaCode: item.area_code,
    address: item.address,
    isDefault: item.is_default ?? false,
  };
}

/** Props of {@link AddressChooser}. */
export interface AddressChooserProps {
  /** Whether the chooser is open (controlled). */
  isOpen: boolean;
  /** Called with false when it closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** The address chosen now, if any. */
  selectedId: number | null;
  /** Called with the chosen address; the chooser then closes. */
  onSelect: (chosen: Address) => void;
  /** Disables the choice while a change is saved. @default false */
  isDisabled?: boolean;
}

/**
 * The user's shipping addresses (`address/getaddress`, the default first) to choose one for an
 * order, with a link to add one (spec section 5: an address must be set before ordering).
 */
export function AddressChooser({
  isOpen,
  onOpenChange,
  selectedId,
  onSelect,
  isDisabled = false,
}: AddressChooserProps) {
  const { t } = useTranslation();
  const layout = useLayout();
  const list = usePagedEndpoint(address.getaddress, isOpen ? {} : null);
  return (
    <Popup
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('order:address.choose')}
      position={layout === 'desktop' ? 'center' : 'bottom'}
    >
      {list.error && list.items.length === 0 ? (
        <Footer>
          <Button variant="outline" size="sm" onPress={() => void list.refresh()}>
            {t('common:action.retry')}
          </Button>
        </Footer>
      ) : (
        <InfiniteList
          aria-label={t('order:address.list')}
          items={list.items}
          getKey={(item) => item.id}
          hasMore={list.hasMore}
          isLoading={list.isLoading}
          isLoadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          loadingPlaceholder={
            <SkeletonGroup>
              <Skeleton height="72px" />
              <Skeleton height="72px" />
            </SkeletonGroup>
          }
          renderItem={(item) => (
            <AddressCard
              address={addressSummary(item)}
              isSelected={item.id === selectedId}
              onSelect={
                isDisabled
                  ? undefined
                  : () => {
                      onSelect(item);
                      onOpenChange(false);
                    }
              }
            />
          )}
        />
      )}
      <Footer>
        <Link to={ADDRESS_EDIT_PATH}>{t('order:address.add')}</Link>
      </Footer>
    </Popup>
  );
}
