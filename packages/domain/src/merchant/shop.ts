import { VALID, invalid, type ValidationResult } from '../validation/result.js';

/** A shop's settings as the merchant edits them. */
export type ShopSettingsForm = {
  readonly shopname: string;
  readonly keywords: string;
  readonly description: string;
  /** The logo's address. */
  readonly avatar: string;
};

/** Shop settings need a name and a logo (`field_required` with the field); the rest may be empty. */
export function validateShopSettings(form: ShopSettingsForm): ValidationResult {
  if (form.shopname.trim() === '')
    return invalid('field_required', 'shopname', { field: 'shopname' });
  if (form.avatar.trim() === '') return invalid('field_required', 'avatar', { field: 'avatar' });
  return VALID;
}
