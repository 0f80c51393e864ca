import { useLocation, useOutlet, useOutletContext } from 'react-router-dom';
import {
  FinanceFrame,
  type FinanceOutletContext,
  type FinanceSection,
} from '../../features/merchant/merchant-finance.js';
import { BillList } from './sections/bill-list.js';
import { WithdrawList } from './sections/withdraw-list.js';

const FRAMED: FinanceOutletContext = { framed: true };

/**
 * Mobile `/mt/finance`: the finance page (balance, withdraw, and the tabs merchant statement and
 * merchant withdrawal) around its child routes `bill` and `withdraw`; the statement when neither
 * is open.
 */
export function MerchantFinanceScreen() {
  const { pathname } = useLocation();
  const outlet = useOutlet(FRAMED);
  const current: FinanceSection = /\/withdraw\/?$/.test(pathname) ? 'withdraw' : 'bill';
  return <FinanceFrame current={current}>{outlet ?? <BillList />}</FinanceFrame>;
}

/** True inside the mobile finance page, which draws the frame itself. */
function useFramed(): boolean {
  return useOutletContext<FinanceOutletContext | undefined>()?.framed === true;
}

/**
 * The merchant statement (`mt_finance_bill`): the child `bill` of the mobile finance page, and
 * the page `/mt/finance/bill` of its own on desktop.
 */
export function MerchantBillScreen() {
  const framed = useFramed();
  return framed ? (
    <BillList />
  ) : (
    <FinanceFrame current="bill">
      <BillList />
    </FinanceFrame>
  );
}

/**
 * The merchant withdrawals (`mt_finance_withdraw`): the child `withdraw` of the mobile finance
 * page, and the page `/mt/finance/withdraw` of its own on desktop.
 */
export function MerchantWithdrawalsScreen() {
  const framed = useFramed();
  return framed ? (
    <WithdrawList />
  ) : (
    <FinanceFrame current="withdraw">
      <WithdrawList />
    </FinanceFrame>
  );
}
