import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { adminFinance, type LedgerFinding } from '@bazaar/api/contract';
import { useEndpoint } from '@bazaar/api/swr';
import { LedgerCheckChip, Panel, StateView, vars } from '@bazaar/ui';
import { useBaseMoney } from './money.js';
import { DateTime } from '../time/index.js';

/** The books' content: alerts, the totals as a two-column list, the problems. */
const BooksSurface = styled(Panel)`
  & p {
    margin: 0;
    color: ${vars.color.textSecondary};
    font-size: ${vars.fontSize.sm};
  }
  & [role='alert'] {
    padding: ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.bgFillCritical};
    color: ${vars.color.textCritical};
    font-weight: ${vars.fontWeight.medium};
  }
  & dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${vars.space[2]} ${vars.space[4]};
    margin: 0;
  }
  & dt {
    color: ${vars.color.textSecondary};
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  & ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
    margin: 0;
    padding-inline-start: ${vars.space[5]};
    font-size: ${vars.fontSize.sm};
  }
`;

/** One finding of a reconciliation, as a sentence in the operator's language. */
function useFindingText(): (finding: LedgerFinding) => string {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  return (finding) => {
    switch (finding.kind) {
      case 'balance':
      case 'chain': {
        const account =
          finding.account_type === 'user'
            ? t('admin:books.account_user', { id: finding.account })
            : t('admin:books.account_platform', {
                name: t(`admin:books.account_name.${finding.account}`, {
                  defaultValue: finding.account,
                }),
              });
        return finding.kind === 'balance'
          ? t('admin:books.finding.balance', {
              account,
              balance: formatBaseMoney(finding.balance),
              sum: formatBaseMoney(finding.log_sum),
            })
          : t('admin:books.finding.chain', {
              account,
              id: finding.log_id,
              before: formatBaseMoney(finding.before),
              expected: formatBaseMoney(finding.expected),
            });
      }
      case 'conservation':
        return t('admin:books.finding.conservation', {
          balances: formatBaseMoney(finding.balances),
          external: formatBaseMoney(finding.external),
        });
      case 'internal':
        return t('admin:books.finding.internal', { amount: formatBaseMoney(finding.internal) });
      case 'platform_external':
        return t('admin:books.finding.platform_external');
      default:
        finding satisfies never;
        return '';
    }
  };
}

/**
 * The operator's view of the books: the last check (the nightly reconciliation or
 * `npm run reconcile`), its totals, and an alert with every problem when it failed or did not
 * finish.
 */
export function BooksPanel() {
  const formatBaseMoney = useBaseMoney();
  const { t } = useTranslation();
  const findingText = useFindingText();
  const read = useEndpoint(adminFinance.reconciliation, undefined);
  const check = read.data;

  return (
    <BooksSurface
      title={t('admin:books.title')}
      headingId="admin-books"
      actions={check ? <LedgerCheckChip state={check.state} /> : null}
    >
      {read.error && !check ? (
        <StateView
          state="failed"
          failedMessage={t('admin:books.load_failed')}
          onRetry={() => void read.mutate()}
        />
      ) : null}
      {check?.state === 'failed' && check.checktime !== null ? (
        <div role="alert">
          <DateTime
            value={check.checktime}
            sentence={(time) =>
              t('admin:books.alert_failed', { number: check.problem_count, time })
            }
          />
        </div>
      ) : null}
      {check?.state === 'unfinished' && check.starttime !== null ? (
        <div role="alert">
          <DateTime
            value={check.starttime}
            sentence={(time) => t('admin:books.alert_unfinished', { time })}
          />
        </div>
      ) : null}
      {check?.findings.length ? (
        <ul aria-label={t('admin:books.problems')}>
          {check.findings.map((finding, index) => (
            <li key={index}>{findingText(finding)}</li>
          ))}
        </ul>
      ) : null}
      {check?.totals ? (
        <dl>
          <dt>{t('admin:books.users')}</dt>
          <dd>{formatBaseMoney(check.totals.users)}</dd>
          <dt>{t('admin:books.platform')}</dt>
          <dd>{formatBaseMoney(check.totals.platform)}</dd>
          <dt>{t('admin:books.external')}</dt>
          <dd>{formatBaseMoney(check.totals.external)}</dd>
          <dt>{t('admin:books.internal')}</dt>
          <dd>{formatBaseMoney(check.totals.internal)}</dd>
        </dl>
      ) : null}
      {check ? (
        <p>
          {check.checktime !== null ? (
            <DateTime
              value={check.checktime}
              sentence={(time) => t('admin:books.checked', { time })}
            />
          ) : (
            t('admin:books.never')
          )}
          {check.nexttime !== null ? (
            <>
              {' · '}
              <DateTime
                value={check.nexttime}
                sentence={(time) => t('admin:books.next', { time })}
              />
            </>
          ) : null}
        </p>
      ) : null}
    </BooksSurface>
  );
}
