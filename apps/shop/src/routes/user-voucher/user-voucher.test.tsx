import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { sessionAnswer } from '../../test/fixtures.js';
import { page, voucher } from '../../test/order-fixtures.js';
import { outage } from '../../test/outage.js';
import { screenTest } from '../../test/screen-test.js';

const teaLovers = voucher();
const welcome = voucher({
  id: 43,
  shop_id: null,
  shop_name: '',
  name: 'Welcome',
  amount: '5.00',
  threshold: '0.00',
});
const used = voucher({ id: 44, name: 'Spring sale', state: 1, usetime: 1_700_000_000 });

const { openAt: open, server } = screenTest({
  title: 'Vouchers',
  path: '/user/voucher',
  session: sessionAnswer(),
  routes: {
    'GET /wanlshop/coupon/getMyList': ({ query }) => {
      switch (query.get('state')) {
        case '1':
          return { data: page([used]) };
        case '2':
          return { data: page([]) };
        default:
          return { data: page([teaLovers, welcome]) };
      }
    },
  },
});

const card = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('article')!;

describe('vouchers', () => {
  it.each([375, 1280])('lists the unused vouchers with their terms (%i px)', async (width) => {
    const app = await open('/user/voucher', { width });
    const tabs = within(screen.getByRole('tablist', { name: 'Voucher status' }));
    expect(tabs.getByRole('tab', { name: 'Unused' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(app.server.calls('GET /wanlshop/coupon/getMyList')[0]?.query.get('state')).toBe('0'),
    );

    const shopVoucher = within(await card('Tea lovers'));
    expect(shopVoucher.getByText('$2.00')).toBeInTheDocument();
    expect(shopVoucher.getByText('On orders from $20.00')).toBeInTheDocument();
    expect(shopVoucher.getByText('Only in Tea House')).toBeInTheDocument();
    // The period's dates are <time> elements inside the sentence.
    const period = shopVoucher.getByText((_, element) =>
      /^Valid Sep 1\d, 2020 – May 1\d, 2033$/.test(
        element?.tagName === 'SPAN' ? (element.textContent ?? '') : '',
      ),
    );
    expect(period.querySelectorAll('time')).toHaveLength(2);
    expect(shopVoucher.getByRole('link', { name: 'Use now' })).toHaveAttribute('href', '/shop/1');

    const platform = within(await card('Welcome'));
    expect(platform.getByText('No minimum spend')).toBeInTheDocument();
    expect(platform.getByText('Usable in every shop')).toBeInTheDocument();
    expect(platform.getByRole('link', { name: 'Use now' })).toHaveAttribute('href', '/');
  });

  it('switches tabs by the address: used vouchers say when, expired ones "no coupons"', async () => {
    const app = await open();
    await app.user.click(screen.getByRole('tab', { name: 'Used' }));
    await waitFor(() => expect(app.path()).toBe('/user/voucher?state=1'));
    const spring = within(await card('Spring sale'));
    expect(
      spring.getByText((_, element) =>
        /^Used on Nov 1\d, 2023$/.test(
          element?.tagName === 'SPAN' ? (element.textContent ?? '') : '',
        ),
      ),
    ).toBeInTheDocument();
    expect(spring.queryByRole('link', { name: 'Use now' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Expired' }));
    await waitFor(() => expect(app.path()).toBe('/user/voucher?state=2'));
    expect(await screen.findByText('No coupons')).toBeInTheDocument();

    await app.user.click(screen.getByRole('tab', { name: 'Unused' }));
    await waitFor(() => expect(app.path()).toBe('/user/voucher'));
    expect(await screen.findByRole('heading', { name: 'Tea lovers' })).toBeInTheDocument();
  });

  it('opens on the tab of ?state=', async () => {
    const app = await open('/user/voucher?state=2');
    expect(screen.getByRole('tab', { name: 'Expired' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No coupons')).toBeInTheDocument();
    expect(app.server.calls('GET /wanlshop/coupon/getMyList')[0]?.query.get('state')).toBe('2');
  });

  it('says when the vouchers cannot be loaded and retries', async () => {
    const down = outage(() => ({ data: page([teaLovers]) }));
    const app = await open('/user/voucher', {
      server: server({
        'GET /wanlshop/coupon/getMyList': down.handler,
      }),
    });
    await down.retry(app);
    expect(await screen.findByRole('heading', { name: 'Tea lovers' })).toBeInTheDocument();
  });
});
