import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { reportTypeKey } from '@bazaar/domain';
import { Tabs } from '@bazaar/ui';
import { Page } from '../../app/index.js';
import { reportReasonKey, reportTargetFrom, useReportList } from '../../features/user/index.js';
import { FeedbackItem } from '../../features/feedback/index.js';
import { PagedList } from '../../features/paged-list/index.js';
import { ReportForm } from './sections/report-form.js';

type ReportTab = 'new' | 'mine';

/**
 * `/user/report?type=&id=&name=`: reporting a user, goods or shop, and the reports sent with their
 * handling status. Opened with a target (the "report" link of a goods or shop page, see
 * `reportPath`) it starts on the form with the target filled in; otherwise on the reports sent.
 */
export function ReportScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const target = reportTargetFrom(params);
  const [tab, setTab] = useState<ReportTab>(target ? 'new' : 'mine');
  const [formKey, setFormKey] = useState(0);
  const list = useReportList();

  const onFiled = () => {
    // The target was this report's: a next one starts empty.
    setParams({}, { replace: true });
    setFormKey((key) => key + 1);
    setTab('mine');
  };

  return (
    <Page title={t('user:tools.reports')}>
      <Tabs<ReportTab>
        aria-label={t('user:tools.reports')}
        justify="fill"
        items={[
          { value: 'new', label: t('user:report.new') },
          { value: 'mine', label: t('user:report.mine') },
        ]}
        selectedValue={tab}
        onSelectionChange={setTab}
      >
        {tab === 'new' ? (
          <ReportForm key={formKey} target={target} onFiled={onFiled} />
        ) : (
          <PagedList
            list={list}
            aria-label={t('user:report.mine')}
            skeletonHeight="120px"
            renderItem={(item) => {
              const reasonKey = reportReasonKey(item.reason);
              return (
                <FeedbackItem
                  viewer="buyer"
                  record={item}
                  heading={t('user:report.target', {
                    type: t(reportTypeKey(item.type)),
                    name: item.target_name || `#${item.target_id}`,
                  })}
                  detail={t('user:report.reason_shown', {
                    reason: reasonKey ? t(reasonKey) : item.reason,
                  })}
                />
              );
            }}
          />
        )}
      </Tabs>
    </Page>
  );
}
