import { useTranslation } from 'react-i18next';
import { applicationSteps, type ApplicationStep } from '@bazaar/domain';
import { Steps } from '../merchant/merchant-sections.styles.js';

/** Props of {@link ApplicationSteps}. */
export interface ApplicationStepsProps {
  /** The step the applicant is at. */
  current: ApplicationStep;
}

/** The application's three steps (qualifications, shop, review), from the domain, the current one marked. */
export function ApplicationSteps({ current }: ApplicationStepsProps) {
  const { t } = useTranslation();
  return (
    <Steps aria-label={t('merchant:apply.steps.label')}>
      {applicationSteps(current).map(({ step, labelKey, mark }) => (
        <li
          key={step}
          aria-current={mark === 'current' ? 'step' : undefined}
          data-state={mark === 'done' ? 'done' : undefined}
        >
          {t(labelKey)}
        </li>
      ))}
    </Steps>
  );
}
