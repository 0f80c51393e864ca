import { VALID, firstInvalid, invalid, type ValidationResult } from '../validation/result.js';

/**
 * Couriers a merchant chooses from when shipping, by the name buyers see (brand names, the same
 * in every language), grouped loosely by the markets Bazaar serves; `other` lets the merchant type
 * any other courier's name.
 */
export const COURIERS = [
  'DHL',
  'FedEx',
  'UPS',
  'EMS',
  'USPS',
  'SF Express',
  'Cainiao',
  'ZTO Express',
  'YTO Express',
  'J&T Express',
  'Yamato Transport',
  'Sagawa Express',
  'Japan Post',
  'CJ Logistics',
  'Kerry Express',
  'Flash Express',
  'Thailand Post',
  'Ninja Van',
  'Viettel Post',
  'Russian Post',
  'Correos',
  'Correios',
  'PTT Kargo',
] as const;

/** The choice of the courier list that lets the merchant type the courier's name. */
export const OTHER_COURIER = 'other';

/** Longest courier name and tracking number accepted. */
export const SHIPMENT_TEXT_MAX = 64;

/**
 * A tracking number: letters and digits with single inner hyphens or spaces, 4 to 64 characters,
 * at least one digit (every courier's numbers carry digits; "none" or "n/a" are not numbers).
 */
const TRACKING_NUMBER = /^(?=.*\d)[A-Za-z0-9](?:[A-Za-z0-9]|[- ](?=[A-Za-z0-9])){3,63}$/;

/** The courier and tracking number of a shipment (`merchant/ship`, `refund/toExpress`). */
export type ShipmentForm = {
  /** The courier's name (one of {@link COURIERS} or a name typed for "other"). */
  readonly express_name: string;
  /** The tracking number. */
  readonly express_no: string;
};

/**
 * A shipment needs the courier and the tracking number, both trimmed: blank is `field_required`
 * (with `{ field }`), a courier name over {@link SHIPMENT_TEXT_MAX} characters or a tracking number
 * that is not 4 to 64 letters and digits (single hyphens or spaces between, a digit among them) is
 * `express_no_invalid` / `express_name_invalid`. Buyers never read an empty courier.
 */
export function validateShipment(form: ShipmentForm): ValidationResult {
  const name = form.express_name.trim();
  const number = form.express_no.trim();
  return firstInvalid(
    name === ''
      ? invalid('field_required', 'express_name', { field: 'express_name' })
      : [...name].length > SHIPMENT_TEXT_MAX
        ? invalid('express_name_invalid', 'express_name')
        : VALID,
    number === ''
      ? invalid('field_required', 'express_no', { field: 'express_no' })
      : TRACKING_NUMBER.test(number)
        ? VALID
        : invalid('express_no_invalid', 'express_no'),
  );
}
