import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, vars } from '@bazaar/ui';
import { useMoney } from './use-money.js';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bgFillCritical};
  color: ${vars.color.textCritical};
`;

/** Props of {@link RechargePrompt}. */
export interface RechargePromptProps {
  /** The available balance, stored amount. */
  balance: string;
  /** Called before going to the top-up page (close the dialog that shows the prompt). */
  onLeave?: () => void;
  /**
   * What to say, already translated, with its amounts in the user's currency.
   * @default t('errors:insufficient_balance') with the balance
   */
  message?: string;
}

/**
 * Spec sections 5 and 8: an insufficient balance shows the available balance, in the user's
 * currency, with an action that goes to the top-up page.
 */
export function RechargePrompt({ balance, onLeave, message }: RechargePromptProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  return (
    <Box role="alert">
      <span>{message ?? t('errors:insufficient_balance', { balance: money.format(balance) })}</span>
      <Button
        size="sm"
        onPress={() => {
          onLeave?.();
          void navigate('/user/recharge');
        }}
      >
        {t('wallet:recharge.go')}
      </Button>
    </Box>
  );
}
