import type { LicenseType } from '@lobby/shared';
import {
  BRAND_REGIONS,
  DEFAULT_REGION,
  brandOfRegion,
  licenseCodeOfRegion,
  regionOfBrand,
  resolveBrand,
  resolveRegion,
  type Brand,
  type Region,
} from './brand';

describe('brand and region (SPEC §6)', () => {
  test.each<[Region, Brand]>([
    ['Tobique', 'WPTG'],
    ['Curacao', 'WPTG'],
    ['SouthKorea', 'WPTA'],
    ['WPTGO', 'WPTA'],
    ['China', 'WPTGPUKE'],
  ])('region %p belongs to %p', (region, brand) => {
    expect(brandOfRegion(region)).toBe(brand);
    expect(BRAND_REGIONS[brand]).toContain(region);
  });

  test.each<[Brand, Region]>([
    ['WPTG', 'Tobique'],
    ['WPTA', 'SouthKorea'],
    ['WPTGPUKE', 'China'],
  ])('brand %p first region %p', (brand, region) => {
    expect(regionOfBrand(brand)).toBe(region);
  });

  test.each<[Region, string]>([
    ['China', '101'],
    ['SouthKorea', '101'],
    ['Curacao', '99'],
    ['Tobique', '99'],
    ['WPTGO', '99'],
  ])('licence code of %p is %p', (region, code) => {
    expect(licenseCodeOfRegion(region)).toBe(code);
  });

  test.each<[unknown, Region]>([
    ['China', 'China'],
    ['southkorea', 'SouthKorea'],
    [' Tobique ', 'Tobique'],
    ['Mars', 'Curacao'],
    ['', 'Curacao'],
    [null, 'Curacao'],
    ['__proto__', 'Curacao'],
  ])('resolveRegion(%p) -> %p', (input, region) => {
    expect(resolveRegion(input)).toBe(region);
  });

  test('default region is Curacao', () => {
    expect(DEFAULT_REGION).toBe('Curacao');
  });
});

describe('resolveBrand', () => {
  test.each<[LicenseType | null, string | null, Brand]>([
    ['Curacao', '101', 'WPTG'],
    ['SouthKorea', '99', 'WPTA'],
    ['Mexico', 'WPTA', 'WPTA'],
    ['Philippines', null, 'WPTG'],
    [null, 'WPTGPUKE', 'WPTGPUKE'],
    [null, 'wpta', 'WPTA'],
    [null, '99', 'WPTG'],
    [null, '101', 'WPTA'],
    [null, '', 'WPTG'],
    [null, null, 'WPTG'],
    [null, 'unknown', 'WPTG'],
    [null, '__proto__', 'WPTG'],
    ['__proto__' as LicenseType, null, 'WPTG'],
  ])('licence %p brand %p -> %p', (licenseType, brand, expected) => {
    expect(resolveBrand({ licenseType, brand })).toBe(expected);
  });
});
