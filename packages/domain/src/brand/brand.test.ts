import type { LicenseType } from '@lobby/shared';
import {
  BRAND_REGIONS,
  DEFAULT_LICENSE_TYPE,
  DEFAULT_REGION,
  brandOfRegion,
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
    ['WPTG', 'Curacao'],
    ['WPTA', 'SouthKorea'],
    ['WPTGPUKE', 'China'],
  ])('brand %p alone stands for region %p', (brand, region) => {
    expect(regionOfBrand(brand)).toBe(region);
  });

  test('default region and licence type are Curacao', () => {
    expect(DEFAULT_REGION).toBe('Curacao');
    expect(resolveRegion({ licenseType: DEFAULT_LICENSE_TYPE, brand: 'WPTA' })).toBe(DEFAULT_REGION);
  });
});

describe('resolveRegion and resolveBrand (licence type, else the brand setting)', () => {
  test.each<[LicenseType | null, string | null, Region, Brand]>([
    ['Curacao', '101', 'Curacao', 'WPTG'],
    ['Curacao', 'WPTGPUKE', 'Curacao', 'WPTG'],
    ['SouthKorea', '99', 'SouthKorea', 'WPTA'],
    ['Mexico', 'WPTA', 'SouthKorea', 'WPTA'],
    ['Mexico', 'WPTG', 'Curacao', 'WPTG'],
    ['Philippines', null, 'Curacao', 'WPTG'],
    [null, 'WPTG', 'Curacao', 'WPTG'],
    [null, 'WPTGPUKE', 'China', 'WPTGPUKE'],
    [null, 'wptgpuke', 'China', 'WPTGPUKE'],
    [null, ' wpta ', 'SouthKorea', 'WPTA'],
    [null, '99', 'Curacao', 'WPTG'],
    [null, '101', 'SouthKorea', 'WPTA'],
    [null, '', 'Curacao', 'WPTG'],
    [null, null, 'Curacao', 'WPTG'],
    [null, 'unknown', 'Curacao', 'WPTG'],
    [null, 'Tobique', 'Curacao', 'WPTG'],
    [null, ' 101 ', 'SouthKorea', 'WPTA'],
    [null, '102', 'Curacao', 'WPTG'],
    [null, '__proto__', 'Curacao', 'WPTG'],
    ['__proto__' as LicenseType, null, 'Curacao', 'WPTG'],
  ])('licence %p brand %p -> %p, %p', (licenseType, brand, region, expected) => {
    expect(resolveRegion({ licenseType, brand })).toBe(region);
    expect(resolveBrand({ licenseType, brand })).toBe(expected);
  });
});
