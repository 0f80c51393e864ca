import type {
  PayAccount,
  Recharge,
  RechargeAccount,
  ResponseOf,
  Withdraw,
  pay,
  wallet,
} from '@bazaar/api/contract';

/** The wallet of `pay/getBalance`. */
export function walletBalance(
  overrides: Partial<ResponseOf<typeof pay.getBalance>> = {},
): ResponseOf<typeof pay.getBalance> {
  return { money: '120.50', score: 30, withdrawable: '119.31', unpaid: '30.00', ...overrides };
}

/** A bill record: a payment of 30.00 from 150.50 unless told. */
export function billItem(
  overrides: Partial<ResponseOf<typeof pay.details>> = {},
): ResponseOf<typeof pay.moneyLog>['data'][number] {
  return {
    id: 81,
    money: '-30.00',
    before: '150.50',
    after: '120.50',
    type: 'pay',
    service_ids: '501',
    memo: 'B202401010001',
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** The details of a bill record (`pay/details`), with the orders it concerns. */
export function billDetails(
  overrides: Partial<ResponseOf<typeof pay.details>> = {},
): ResponseOf<typeof pay.details> {
  return {
    ...billItem(),
    orders: [
      { id: 501, order_no: 'B202401010001', state: 2, total: '30.00', createtime: 1_699_999_000 },
    ],
    ...overrides,
  };
}

/** The withdrawal terms of `pay/initialWithdraw`: 1 % fee, 10 % tax, minimum 10.00. */
export function withdrawTerms(
  overrides: Partial<ResponseOf<typeof wallet.initialWithdraw>> = {},
): ResponseOf<typeof wallet.initialWithdraw> {
  return {
    money: '120.50',
    servicefee: '1',
    taxrate: '10',
    minmoney: '10.00',
    max: '119.31',
    ...overrides,
  };
}

/** A payout account: a TRC20 wallet unless told. */
export function payAccount(overrides: Partial<PayAccount> = {}): PayAccount {
  return {
    id: 41,
    type: 'trc20',
    account: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    name: '',
    bank_name: '',
    address: '',
    account_type: '',
    createtime: 1_700_000_000,
    ...overrides,
  };
}

/** A Japanese bank account. */
export function bankAccount(overrides: Partial<PayAccount> = {}): PayAccount {
  return payAccount({
    id: 42,
    type: 'bank_jp',
    account: '1234567',
    name: 'Sato Hana',
    bank_name: 'MUFG',
    address: '135',
    account_type: 'ordinary',
    ...overrides,
  });
}

/** A withdrawal record: 50.00 applying to the TRC20 wallet unless told. */
export function withdrawRecord(overrides: Partial<Withdraw> = {}): Withdraw {
  return {
    id: 61,
    money: '50.00',
    handlingfee: '0.50',
    taxes: '5.00',
    payout: '45.00',
    type: 'trc20',
    account: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    name: '',
    bank_name: '',
    address: '',
    account_type: '',
    status: 'created',
    memo: '',
    createtime: 1_700_000_000,
    reviewtime: null,
    ...overrides,
  };
}

/** A top-up request: 100.00 by TRC20, pending unless told. */
export function rechargeRecord(overrides: Partial<Recharge> = {}): Recharge {
  return {
    id: 91,
    money: '100.00',
    method: 'trc20',
    order_no: 'TX-0001',
    image: '',
    status: 'created',
    memo: '',
    createtime: 1_700_000_000,
    reviewtime: null,
    ...overrides,
  };
}

/** The platform's accounts receiving top-ups: a TRC20 wallet and a bank account. */
export function rechargeAccounts(): RechargeAccount[] {
  return [
    {
      id: 1,
      method: 'trc20',
      currency: 'USDT',
      account: 'TPlatformWallet111111111111111111',
      name: '',
      bank_name: '',
      address: '',
      account_type: '',
      status: 'normal',
      weigh: 0,
    },
    {
      id: 2,
      method: 'bank',
      currency: 'USD',
      account: '6222 0200 0000',
      name: 'Bazaar Ltd',
      bank_name: 'HSBC',
      address: '',
      account_type: '',
      status: 'normal',
      weigh: 1,
    },
  ];
}
