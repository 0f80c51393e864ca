import { useTranslation } from 'react-i18next';
import type { ApplicationStep } from '@bazaar/domain';
import { Steps } from '../../../features/merchant/merchant-sections.styles.js';

const STEP_KEYS: Record<ApplicationStep, string> = {
  qualifications: 'merchant:apply.steps.qualifications',
  shop_info: 'merchant:apply.steps.shop_info',
  status: 'merchant:apply.steps.review',
};

const ORDER: readonly ApplicationStep[] = ['qualifications', 'shop_info', 'status'];

/** The application's three steps (qualifications, shop, review), the current one marked. */
export function ApplySteps({ current }: { current: ApplicationStep }) {
  const { t } = useTranslation();
  const at = ORDER.indexOf(current);
  return (
    <Steps aria-label={t('merchant:apply.steps.label')}>
      {ORDER.map((step, index) => (
        <li
          key={step}
          aria-current={index === at ? 'step' : undefined}
          data-state={index < at ? 'done' : undefined}
        >
          {t(STEP_KEYS[step])}
        </li>
      ))}
    </Steps>
  );
}
