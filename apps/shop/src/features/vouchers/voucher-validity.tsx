import { useTranslation } from 'react-i18next';
import { DateTime } from '../time/date-time.js';

/** Props of {@link VoucherValidity}. */
export interface VoucherValidityProps {
  /** The voucher's first and last days (unix seconds). */
  voucher: { readonly starttime: number; readonly endtime: number };
}

/** "Valid from … to …": a voucher's period, by date, in the user's language. */
export function VoucherValidity({ voucher }: VoucherValidityProps) {
  const { t } = useTranslation();
  return (
    <DateTime
      value={voucher.starttime}
      until={voucher.endtime}
      format="date"
      sentence={(from, to) => t('user:voucher.valid', { from, to })}
    />
  );
}
