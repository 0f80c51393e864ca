import { describe, expect, it } from 'vitest';
import { COURIERS, OTHER_COURIER, validateShipment } from './shipment.js';

describe('validateShipment', () => {
  it.each([
    ['SF Express', 'SF1234567890', null],
    ['  DHL  ', ' 1Z999AA10123456784 ', null],
    ['A local courier', 'AB-1234 5678', null],
    ['', 'SF1234567890', 'field_required:express_name'],
    ['   ', 'SF1234567890', 'field_required:express_name'],
    ['DHL', '', 'field_required:express_no'],
    ['DHL', '   ', 'field_required:express_no'],
    ['', '', 'field_required:express_name'],
    ['DHL', 'abc', 'express_no_invalid:express_no'],
    ['DHL', 'None', 'express_no_invalid:express_no'],
    ['DHL', 'N/A', 'express_no_invalid:express_no'],
    ['DHL', 'AB--1234', 'express_no_invalid:express_no'],
    ['DHL', '1234-', 'express_no_invalid:express_no'],
    ['DHL', '#1234567', 'express_no_invalid:express_no'],
    ['DHL', `${'A'.repeat(63)}1`, null],
    ['DHL', `${'A'.repeat(64)}1`, 'express_no_invalid:express_no'],
    ['x'.repeat(64), '12345678', null],
    ['x'.repeat(65), '12345678', 'express_name_invalid:express_name'],
  ])('%j / %j -> %s', (express_name, express_no, expected) => {
    const result = validateShipment({ express_name, express_no });
    expect(result.ok ? null : `${result.code}:${result.field}`).toBe(expected);
  });

  it('offers brand names only, none of them the "other" choice', () => {
    expect(new Set(COURIERS).size).toBe(COURIERS.length);
    expect(COURIERS).not.toContain(OTHER_COURIER);
    for (const courier of COURIERS)
      expect(validateShipment({ express_name: courier, express_no: '12345678' }).ok).toBe(true);
  });
});
